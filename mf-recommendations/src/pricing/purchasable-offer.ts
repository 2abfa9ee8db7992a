import type { Article, Offer } from '../model/product-types';

/** Offer id prefixes of first-party offers a card may sell (spec section 5). 1P_AUS and 3P are not sold on cards. */
export const PURCHASABLE_OFFER_ID_PREFIXES = ['1P.', '1P_ABD.'] as const;

export function isPurchasableOffer(offer: Offer): boolean {
  return !offer.outOfStock && PURCHASABLE_OFFER_ID_PREFIXES.some((prefix) => offer.id.startsWith(prefix));
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
