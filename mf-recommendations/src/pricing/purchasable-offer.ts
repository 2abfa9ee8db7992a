import type { Article, Offer } from '../model/product-types';

/** Offer id prefixes of first-party offers a card may sell (spec section 5). 1P_AUS and 3P are not sold on cards. */
export const PURCHASABLE_OFFER_ID_PREFIXES = ['1P.', '1P_ABD.'] as const;

/**
 * Spec section 5: in stock, and the id starts with 1P. or 1P_ABD. An offer whose type says otherwise (a "3P" offer
 * with a 1P id) is contradictory data and is not sold either: the type, when given, must be the id's.
 */
export function isPurchasableOffer(offer: Offer): boolean {
  if (offer.outOfStock) return false;
  const prefix = PURCHASABLE_OFFER_ID_PREFIXES.find((candidate) => offer.id.startsWith(candidate));
  return prefix !== undefined && (offer.type === undefined || `${offer.type}.` === prefix);
}

/** The cheapest purchasable offer; on equal prices the first one in the data wins. */
export function cheapestPurchasableOffer(offers: readonly Offer[]): Offer | undefined {
  let cheapest: Offer | undefined;
  for (const offer of offers) {
    if (!isPurchasableOffer(offer)) continue;
    if (!cheapest || offer.price.value < cheapest.price.value) cheapest = offer;
  }
  return cheapest;
}

export function isArticleAvailable(article: Article): boolean {
  return cheapestPurchasableOffer(article.offers) !== undefined;
}
