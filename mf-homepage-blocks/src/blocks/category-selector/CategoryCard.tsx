import { safeHref } from '@storefront/platform';
import { ResponsiveImage } from '@storefront/ui';
import { BannerLink } from '../BannerLink';
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
  return (
    <BannerLink
      className="hp-category-card"
      href={safeHref(item.ctaLink)}
      target={{ name: CATEGORY_CARD_TARGET, id: item.metadata?.id?.trim() || fallbackId }}
      labelProps={linkLabelProps(item.cardLabel, item.ctaAriaLabel)}
    >
      {/* The label below names the category; the picture adds nothing to read. */}
      <ResponsiveImage className="hp-category-card__image" src={item.cardImage} alt="" width={CARD_IMAGE_PX} height={CARD_IMAGE_PX} sizes={sizes} />
      <span className="hp-category-card__label">{item.cardLabel}</span>
    </BannerLink>
  );
}
