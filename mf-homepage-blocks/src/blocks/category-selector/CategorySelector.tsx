import { useId } from 'react';
import { safeHref } from '@storefront/platform';
import { useTracking } from '@storefront/ui';
import type { BlockProps } from '../../pipeline/block-definition';
import { BlockCarousel } from '../BlockCarousel';
import { linkLabelProps } from '../link-label';
import { useClientRendered } from '../use-viewport';
import { CategoryCard } from './CategoryCard';
import type { CategorySelectorModel } from './category-selector-model';
import { cardImageSizes, cardsInViewOf, categoryBreakpoints, MIN_ITEMS, MIN_VISIBLE_ITEMS, NARROW_CARDS, showsArrows } from './category-selector-rules';
import { CATEGORY_SELECTOR_CTA_TARGET, CATEGORY_SELECTOR_TEXTS } from './category-selector-texts';
import '../visually-hidden-block.css';
import './category-selector.css';

const CARD_GAP_PX = 16;

/**
 * The category selector (spec sections 3, 5, 9): category cards in a carousel under a headline with a link to all
 * categories. Needs at least 2 items, visually hidden under 4; arrows only with more items than `cardsInView`.
 */
export function CategorySelector({ model, blockId }: BlockProps<CategorySelectorModel>) {
  const clientRendered = useClientRendered();
  const tracking = useTracking();
  const headingId = useId();
  const items = model.categorySelectorItems;
  if (!clientRendered || items.length < MIN_ITEMS) return null;
  const cardsInView = cardsInViewOf(model.cardsInView);
  const sizes = cardImageSizes(cardsInView);
  const headline = model.headline?.trim();
  const ctaHref = safeHref(model.ctaLink);
  const ctaLabel = model.ctaLabel?.trim();
  const slides = items.map((item, index) => ({
    key: `${index}:${item.metadata?.id ?? item.cardLabel}`,
    content: <CategoryCard item={item} fallbackId={`${blockId}-${index + 1}`} sizes={sizes} />,
  }));
  const visuallyHidden = items.length < MIN_VISIBLE_ITEMS;
  return (
    <div className={`hp-category-selector${visuallyHidden ? ' hp-visually-hidden-block' : ''}`}>
      <div className="hp-category-selector__header">
        {headline && (
          <h2 id={headingId} className="hp-block-headline hp-category-selector__headline">
            {headline}
          </h2>
        )}
        {ctaHref && ctaLabel && (
          <a
            className="hp-category-selector__cta"
            href={ctaHref}
            {...linkLabelProps(ctaLabel, model.ctaAriaLabel)}
            onClick={() => tracking.click({ name: CATEGORY_SELECTOR_CTA_TARGET, id: model.metadata?.id?.trim() || blockId })}
          >
            {ctaLabel}
          </a>
        )}
      </div>
      <BlockCarousel
        id={blockId}
        headline={headline}
        fallbackLabel={CATEGORY_SELECTOR_TEXTS.region}
        slides={slides}
        slidesPerView={NARROW_CARDS}
        slidesPerGroup={NARROW_CARDS}
        spaceBetween={CARD_GAP_PX}
        breakpoints={categoryBreakpoints(cardsInView)}
        arrows={showsArrows(items.length, cardsInView)}
      />
    </div>
  );
}
