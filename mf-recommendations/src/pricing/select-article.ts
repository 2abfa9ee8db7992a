import type { Article, Offer, Product } from '../model/product-types';
import { cheapestPurchasableOffer } from './purchasable-offer';

export interface SelectedArticle {
  article: Article;
  /** The offer the card shows and sells: the cheapest purchasable one of the article. */
  offer: Offer;
  /** The `activeVariant` link parameter: the chosen variant id, only when it contains a dot. */
  activeVariant: string | undefined;
}

function selection(article: Article, offer: Offer): SelectedArticle {
  return { article, offer, activeVariant: article.variantId.includes('.') ? article.variantId : undefined };
}

/**
 * Spec section 5: a variant id with a dot selects that variant if it is available (has a purchasable offer);
 * otherwise, and for variant ids without a dot, the article with the cheapest purchasable offer is chosen.
 * Returns undefined when no article of the product can be bought on a card.
 */
export function selectArticle(product: Product, variantId?: string): SelectedArticle | undefined {
  if (variantId?.includes('.')) {
    const requested = product.articles.find((article) => article.variantId === variantId);
    const offer = requested ? cheapestPurchasableOffer(requested.offers) : undefined;
    if (requested && offer) return selection(requested, offer);
  }
  let cheapest: SelectedArticle | undefined;
  for (const article of product.articles) {
    const offer = cheapestPurchasableOffer(article.offers);
    if (offer && (!cheapest || offer.price.value < cheapest.offer.price.value)) cheapest = selection(article, offer);
  }
  return cheapest;
}
