import { parseProduct } from '../model/parse-product';
import type { Article, Offer, Product } from '../model/product-types';

/** A fixture as the card's typed product; fails the test when the fixture itself is not valid. */
export function typedProduct(fixture: unknown): Product {
  const { product, problems } = parseProduct(fixture);
  if (!product || problems.length > 0) throw new Error(`invalid fixture: ${problems.join('; ')}`);
  return product;
}

export function typedArticle(fixture: unknown, articleId: number): Article {
  const found = typedProduct(fixture).articles.find((article) => article.id === articleId);
  if (!found) throw new Error(`no article ${articleId}`);
  return found;
}

export function typedOffer(fixture: unknown, offerId: string): Offer {
  for (const article of typedProduct(fixture).articles) {
    const found = article.offers.find((offer) => offer.id === offerId);
    if (found) return found;
  }
  throw new Error(`no offer ${offerId}`);
}

/** Intl puts a no-break space before the currency; tests compare with plain spaces. */
export function plainSpaces(text: string | undefined): string | undefined {
  return text?.replace(/\u00a0/g, ' ');
}
