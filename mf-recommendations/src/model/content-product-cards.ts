import type { ContentProductId } from '@storefront/contracts';
import { selectArticle } from '../pricing/select-article';
import { parseProduct } from './parse-product';
import type { Product } from './product-types';
import type { RecommendationCardModel } from './recommendation-cards';
import { isRecord, readNonEmptyString } from './validation';

export interface ContentProductCardsInput {
  /** The ids content lists: product ids, optionally with a variant suffix (`180102.1`), or article ids. */
  productIds: readonly ContentProductId[];
  /** The catalogue's answer for those ids, in any order. */
  products: readonly unknown[];
  trackingContainer: string;
  /** The tracking page code of the page the carousel is on (link parameter pn). */
  pageName: string | undefined;
}

export interface ContentProductCards {
  cards: RecommendationCardModel[];
  problems: string[];
}

/** The catalogue's products by every id content may use for them: product id, variant id, article id. */
class CatalogueIndex {
  private readonly byId = new Map<string, Product>();

  add(product: Product): void {
    const ids = [product.shopIdentifier, ...product.articles.flatMap((article) => [article.variantId, String(article.id)])];
    for (const id of ids) if (id !== undefined && !this.byId.has(id)) this.byId.set(id, product);
  }

  /** The product an id names: exactly, else (for a variant suffix) by its product id before the dot. */
  find(id: string): Product | undefined {
    return this.byId.get(id) ?? this.byId.get(id.split('.')[0] ?? id);
  }
}

/** The variant an id asks for: its own variant id when it names one with a dot (spec section 5). */
function requestedVariant(id: string, product: Product): string | undefined {
  if (id.includes('.')) return id;
  const numericId = Number(id);
  return product.articles.find((article) => article.id === numericId)?.variantId;
}

function nameOf(input: unknown, index: number): string {
  return `product ${(isRecord(input) ? readNonEmptyString(input, 'shopIdentifier') : undefined) ?? index + 1}`;
}

/**
 * The cards of a content product carousel, in the order content lists the products: each product's variant by the
 * spec's rules (a variant id with a dot if it can be bought, else the cheapest), its link with activeVariant and
 * the carousel's tracking parameters. Products the catalogue does not have, that cannot be bought on a card, or
 * that content lists twice (the same article) are left out; broken catalogue products too (reported).
 */
export function buildContentProductCards({ productIds, products, trackingContainer, pageName }: ContentProductCardsInput): ContentProductCards {
  const problems: string[] = [];
  const catalogue = new CatalogueIndex();
  products.forEach((input, index) => {
    const parsed = parseProduct(input);
    problems.push(...parsed.problems.map((problem) => `${nameOf(input, index)}: ${problem}`));
    if (parsed.product) catalogue.add(parsed.product);
  });
  const cards: RecommendationCardModel[] = [];
  const seen = new Set<number>();
  for (const rawId of productIds) {
    const id = rawId.trim();
    const product = catalogue.find(id);
    const selected = product ? selectArticle(product, requestedVariant(id, product)) : undefined;
    if (!product || !selected || seen.has(selected.article.id)) continue;
    seen.add(selected.article.id);
    const slot = cards.length + 1;
    cards.push({
      key: String(selected.article.id),
      product,
      selected,
      link: {
        path: product.link,
        options: {
          ...(selected.activeVariant ? { activeVariant: selected.activeVariant } : {}),
          tracking: { slot, trackingContainer, ...(pageName ? { pageName } : {}) },
        },
      },
      slot,
    });
  }
  return { cards, problems };
}
