import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductCarouselProps, SettledOutcome } from '@storefront/contracts';
import { useTracking } from '@storefront/ui';
import { buildContentProductCards } from '../model/content-product-cards';
import { useReportProblems } from '../model/useReportProblems';
import { RecommendationSliderView } from '../slider/RecommendationSliderView';
import { sliderId } from '../slider/slider-id';
import { contentProductIds } from './content-product-ids';
import { ProductCarouselSkeleton } from './ProductCarouselSkeleton';
import { useCatalogueProducts } from './use-catalogue-products';
import { trackingContainerOf } from '../model/tracking-container';
import './product-carousel.css';

/**
 * The product carousel of content blocks (feature zone, tab container): the catalogue's products for the ids content
 * lists, as cards by the card rules, in the shared carousel with the block's scroll counts. Holds its place while
 * loading; renders nothing with fewer purchasable products than the block's minimum, and says so once.
 */
export function ProductCarousel(props: ProductCarouselProps) {
  const { productIds, id, label, scrollCounts, minProducts = 1, imageSize = 'grid', onSettled, onProducts } = props;
  const trackingContainer = trackingContainerOf(props);
  const { pageCode } = useTracking();
  // Blocks pass a fresh list on every render; the same ids are the same list.
  const idsKey = JSON.stringify(productIds ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { ids, problems: idProblems } = useMemo(() => contentProductIds(productIds), [idsKey]);
  const catalogue = useCatalogueProducts(ids, trackingContainer);
  const { cards, problems: productProblems } = useMemo(
    () =>
      catalogue.status === 'loaded'
        ? buildContentProductCards({ productIds: ids, products: catalogue.products, trackingContainer, pageName: pageCode })
        : { cards: [], problems: [] },
    [catalogue, ids, trackingContainer, pageCode],
  );
  useReportProblems('ProductCarousel', [...idProblems, ...productProblems], { trackingContainer });
  const decided = catalogue.status !== 'loading';
  const shown = decided && cards.length >= Math.max(1, minProducts);
  // Shown once the slider has filled: it lays its cards out a few per frame, and its height is final only with every
  // card in (the first card alone can be shorter than the tallest). The block holds its place until then.
  const [filled, setFilled] = useState(false);
  const onFilled = useCallback(() => setFilled(true), []);
  const outcome = !decided ? undefined : !shown ? 'empty' : filled ? 'shown' : undefined;
  useSettledSignals(decided ? cards.length : undefined, outcome, onSettled, onProducts);

  const carouselId = sliderId(id, trackingContainer);
  if (!decided) {
    const widest = Math.max(...Object.values(scrollCounts).map((count) => count.slidesPerView), 1);
    return <ProductCarouselSkeleton id={carouselId} label={label} breakpoints={scrollCounts} imageSize={imageSize} cards={Math.min(ids.length, widest)} />;
  }
  if (!shown) return null;
  return (
    <RecommendationSliderView
      cards={cards}
      trackingContainer={trackingContainer}
      id={carouselId}
      label={label}
      breakpoints={scrollCounts}
      imageSize={imageSize}
      className="sf-product-carousel"
      onFilled={onFilled}
    />
  );
}

/** Tells the caller once per decision how many products there are, and once how the carousel ends up. */
function useSettledSignals(
  count: number | undefined,
  outcome: SettledOutcome | undefined,
  onSettled: ProductCarouselProps['onSettled'],
  onProducts: ProductCarouselProps['onProducts'],
): void {
  const latest = useRef({ onSettled, onProducts });
  latest.current = { onSettled, onProducts };
  useEffect(() => {
    if (count !== undefined) latest.current.onProducts?.(count);
  }, [count]);
  useEffect(() => {
    if (outcome) latest.current.onSettled?.(outcome);
  }, [outcome]);
}
