import type { Offer, Product } from '../model/product-types';

export interface BadgeFlags {
  favouriteBadgeEnabled: boolean;
  sponsoredTagEnabled: boolean;
}

export interface CardBadges {
  /** The favourite badge's label, e.g. "Kundenliebling". */
  favourite?: string;
  /** The discount tag, e.g. "-10%" or "-5,5%". */
  discount?: string;
  sponsored: boolean;
}

const DISCOUNT_OFFER_ID_PREFIX = '1P_ABD.';

// German decimals (5,5); no grouping, so whole numbers read as they always have (-20%).
const discountNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });

/** The tag's text, e.g. "-20%" or "-5,5%": the percent sign directly after the number, as the sample data's labels have it. */
function discountTag(value: number): string {
  return `-${discountNumber.format(Math.abs(value))}%`;
}

/** Spec section 5: which badges a card shows for the offer it sells. */
export function cardBadges(product: Product, offer: Offer, flags: BadgeFlags): CardBadges {
  const favourite = product.badges.favorite;
  const favouriteLabel = favourite?.label.trim();
  const discountValue = offer.discount?.value;
  const showsDiscount = offer.id.startsWith(DISCOUNT_OFFER_ID_PREFIX) && discountValue !== undefined && discountValue !== 0;
  return {
    ...(flags.favouriteBadgeEnabled && favourite?.active && favouriteLabel ? { favourite: favouriteLabel } : {}),
    ...(showsDiscount ? { discount: discountTag(discountValue) } : {}),
    sponsored: flags.sponsoredTagEnabled && product.badges.sponsored,
  };
}
