import type { Product } from './product-types';
import { parseProduct, type ParsedProduct } from './parse-product';
import { isRecord, readFiniteNumber, readNonEmptyString, readRecord, readString } from './validation';
import { selectArticle, type SelectedArticle } from '../pricing/select-article';
import type { ProductLinkTarget } from '../links/product-link';

/** One card of a recommendation slider, ready to render. */
export interface RecommendationCardModel {
  key: string;
  product: Product;
  selected: SelectedArticle;
  /** Where the card leads (its href is built as the card renders: `hrefOf`). */
  link: ProductLinkTarget;
  /** 1-based position among the slider's cards. */
  slot: number;
  trackingId?: string;
}

export interface RecommendationCardsInput {
  items: readonly unknown[];
  trackingContainer: string;
  /** The tracking page code of the page the slider is on (link parameter pn). */
  pageName: string | undefined;
  /** Full catalogue products; an item's card is built from the one holding its article, if any. */
  catalogProducts?: readonly unknown[];
}

export interface RecommendationCards {
  cards: RecommendationCardModel[];
  problems: string[];
}

function articleIdsOf(product: unknown): number[] {
  if (!isRecord(product) || !Array.isArray(product.articles)) return [];
  return product.articles.flatMap((article) => {
    const id = isRecord(article) ? readFiniteNumber(article, 'id') : undefined;
    return id === undefined ? [] : [id];
  });
}

/**
 * A catalogue's products by the ids of their articles, each parsed once, when an item first asks for it: a page's
 * sliders share one catalogue answer, and a product's variants are several items of one slider (the own-brand page's
 * first slider parsed 4 products 9 times, in one render that a low-end phone spent 55-95 ms on).
 */
class ParsedCatalogue {
  private readonly byArticleId = new Map<number, unknown>();
  private readonly parsed = new Map<unknown, ParsedProduct>();

  constructor(products: readonly unknown[]) {
    for (const product of products) {
      for (const id of articleIdsOf(product)) if (!this.byArticleId.has(id)) this.byArticleId.set(id, product);
    }
  }

  /** The parsed catalogue product holding the article, if the catalogue has one. */
  productOf(articleId: number | undefined): ParsedProduct | undefined {
    const input = articleId === undefined ? undefined : this.byArticleId.get(articleId);
    if (input === undefined) return undefined;
    let parsed = this.parsed.get(input);
    if (!parsed) {
      parsed = parseProduct(input);
      this.parsed.set(input, parsed);
    }
    return parsed;
  }
}

const parsedCatalogues = new WeakMap<readonly unknown[], ParsedCatalogue>();
const NO_CATALOGUE = new ParsedCatalogue([]);

function parsedCatalogueOf(products: readonly unknown[] | undefined): ParsedCatalogue {
  if (!products) return NO_CATALOGUE;
  let catalogue = parsedCatalogues.get(products);
  if (!catalogue) {
    catalogue = new ParsedCatalogue(products);
    parsedCatalogues.set(products, catalogue);
  }
  return catalogue;
}

/** The article id of a recommendation item (its `article.id`), used to match catalogue products. */
export function recommendedArticleId(item: unknown): number | undefined {
  const article = isRecord(item) ? readRecord(item, 'article') : undefined;
  return article ? readFiniteNumber(article, 'id') : undefined;
}

/**
 * Turns recommender items into cards: product data (the catalogue's full product when given, else the item's own
 * product with its article and articleOffers), the variant and offer chosen by the spec's rules, and the link with
 * activeVariant and tracking parameters. Items without a purchasable offer are left out; broken items too (reported).
 */
export function buildRecommendationCards({ items, trackingContainer, pageName, catalogProducts }: RecommendationCardsInput): RecommendationCards {
  const catalogue = parsedCatalogueOf(catalogProducts);
  const problems: string[] = [];
  const cards: RecommendationCardModel[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!isRecord(item)) {
      problems.push(`recommendation ${index} is not an object`);
      return;
    }
    const articleId = recommendedArticleId(item);
    const variantId = readNonEmptyString(readRecord(item, 'article') ?? {}, 'variantId');
    const parsed = catalogue.productOf(articleId) ?? parseProduct(item.product, { article: item.article, offers: item.articleOffers });
    problems.push(...parsed.problems.map((problem) => `recommendation ${index}: ${problem}`));
    if (!parsed.product) return;
    const selected = selectArticle(parsed.product, variantId);
    if (!selected) return;
    const key = String(selected.article.id);
    if (seen.has(key)) return;
    seen.add(key);
    const recommenderLink = isRecord(item.product) ? readString(item.product, 'link') : undefined;
    const slot = cards.length + 1;
    const strategy = readNonEmptyString(item, 'strategy');
    const trackingId = readNonEmptyString(item, 'trackingId');
    cards.push({
      key,
      product: parsed.product,
      selected,
      link: {
        path: parsed.product.link,
        options: {
          ...(selected.activeVariant ? { activeVariant: selected.activeVariant } : {}),
          // A strategy on the recommender's link wins over the item's (its parameters are kept as they are).
          ...(recommenderLink !== undefined ? { recommenderLink } : {}),
          tracking: { slot, trackingContainer, ...(pageName ? { pageName } : {}), ...(strategy ? { strategy } : {}) },
        },
      },
      slot,
      ...(trackingId ? { trackingId } : {}),
    });
  });
  return { cards, problems };
}
