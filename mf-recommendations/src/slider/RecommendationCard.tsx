import { useCallback } from 'react';
import { useImpression } from '@storefront/ui';
import { ProductCardView } from '../card/ProductCardView';
import type { CardFlags } from '../card/card-flags';
import type { CardImageSize } from '../card/card-image-sizes';
import type { RecommendationCardModel } from '../model/recommendation-cards';
import { RECOMMENDATION_PRODUCT } from '../tracking/tracking-targets';

export interface RecommendationCardProps {
  card: RecommendationCardModel;
  containerName: string;
  flags: CardFlags;
  imageSize: CardImageSize;
}

/** The carousel's swiper container; cards are observed for impressions only inside it (see below). */
const SWIPER_CONTAINER = '.swiper';

/** A card in a recommendation slider: tracks its impression once and may offer add to cart. */
export function RecommendationCard({ card, containerName, flags, imageSize }: RecommendationCardProps) {
  const observeImpression = useImpression(
    { name: RECOMMENDATION_PRODUCT, id: card.key },
    undefined,
    { container: containerName, slot: card.slot, ...(card.trackingId ? { trackingId: card.trackingId } : {}) },
  );
  // Until its swiper chunk has loaded, the shared Carousel shows the slides as a static list, then renders them
  // anew inside swiper. Observing only the swiper slides keeps it to one impression per card.
  const cardRef = useCallback(
    (element: HTMLElement | null) => (element?.closest(SWIPER_CONTAINER) ? observeImpression(element) : undefined),
    [observeImpression],
  );
  return (
    <ProductCardView
      product={card.product}
      selected={card.selected}
      href={card.href}
      imageSize={imageSize}
      flags={flags}
      showAddToCart={flags.addToCartEnabled}
      cardRef={cardRef}
    />
  );
}
