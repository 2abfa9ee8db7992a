import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { safeHref } from '@storefront/platform';
import { ResponsiveImage, useImpression, useTracking } from '@storefront/ui';
import { linkLabelProps } from '../link-label';
import type { CategorySelectorItemModel } from './category-selector-model';
import { CATEGORY_CARD_TARGET } from './category-selector-texts';

const CARD_IMAGE_PX = 200;

export interface CategoryCardProps {
  item: CategorySelectorItemModel;
  /** Names the card for tracking when the content gives it no id. */
  fallbackId: string;
  sizes: string;
}

/** One category: picture and label, linking to the category; impression and clicks tracked. */
export function CategoryCard({ item, fallbackId, sizes }: CategoryCardProps) {
  const tracking = useTracking();
  const target = { name: CATEGORY_CARD_TARGET, id: item.metadata?.id?.trim() || fallbackId };
  const observeImpression = useImpression(target, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  const href = safeHref(item.ctaLink);
  const content = (
    <>
      {/* The label below names the category; the picture adds nothing to read. */}
      <ResponsiveImage className="hp-category-card__image" src={item.cardImage} alt="" width={CARD_IMAGE_PX} height={CARD_IMAGE_PX} sizes={sizes} />
      <span className="hp-category-card__label">{item.cardLabel}</span>
    </>
  );
  if (!href) {
    return (
      <span ref={observeImpression} className="hp-category-card">
        {content}
      </span>
    );
  }
  return (
    <a
      ref={observeImpression}
      className="hp-category-card"
      href={href}
      {...linkLabelProps(item.cardLabel, item.ctaAriaLabel)}
      onClick={() => tracking.click(target)}
    >
      {content}
    </a>
  );
}
