// Offer selection shared by cart and bundles: first-party in-stock offers first, lowest price wins.
import type { Article, Offer } from './types';

export const isFirstParty = (offer: Offer): boolean => offer.id.startsWith('1P.') || offer.id.startsWith('1P_ABD.');

/** The offer a card would sell: cheapest in-stock 1P/1P_ABD offer, else cheapest in-stock offer of any type. */
export function bestOffer(article: Article): Offer | undefined {
  const inStock = article.offers.filter((o) => !o.outOfStock);
  const cheapest = (offers: Offer[]) => offers.reduce<Offer | undefined>((best, o) => (!best || o.price.value < best.price.value ? o : best), undefined);
  return cheapest(inStock.filter(isFirstParty)) ?? cheapest(inStock);
}

export function cheapestPrice(articles: Article[]): number {
  const prices = articles.flatMap((a) => a.offers.map((o) => o.price.value));
  return prices.length ? Math.min(...prices) : Number.POSITIVE_INFINITY;
}
