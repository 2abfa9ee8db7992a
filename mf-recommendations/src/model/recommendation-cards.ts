import type { Product } from './product-types';
import { parseProduct } from './parse-product';
import { isRecord, readFiniteNumber, readNonEmptyString, readRecord, type JsonRecord } from './validation';
import { selectArticle, type SelectedArticle } from '../pricing/select-article';
import { buildProductHref, linkParams, PRODUCT_LINK_PARAMS } from '../links/product-link';

/** One card of a recommendation slider, ready to render. */
export interface RecommendationCardModel {
  key: string;
  product: Product;
  selected: SelectedArticle;
  href: string | undefined;
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

function catalogueIndex(products: readonly unknown[] = []): Map<number, unknown> {
  const byArticleId = new Map<number, unknown>();
  for (const product of products) {
    for (const id of articleIdsOf(product)) if (!byArticleId.has(id)) byArticleId.set(id, product);
  }
  return byArticleId;
}

/** The article id of a recommendation item (its `article.id`), used to match catalogue products. */
export function recommendedArticleId(item: unknown): number | undefined {
  const article = isRecord(item) ? readRecord(item, 'article') : undefined;
  return article ? readFiniteNumber(article, 'id') : undefined;
}

function strategyOf(item: JsonRecord, params: URLSearchParams): string | undefined {
  return params.get(PRODUCT_LINK_PARAMS.strategy) ?? readNonEmptyString(item, 'strategy');
}

/**
 * Turns recommender items into cards: product data (the catalogue's full product when given, else the item's own
 * product with its article and articleOffers), the variant and offer chosen by the spec's rules, and the link with
 * activeVariant and tracking parameters. Items without a purchasable offer are left out; broken items too (reported).
 */
export function buildRecommendationCards({ items, trackingContainer, pageName, catalogProducts }: RecommendationCardsInput): RecommendationCards {
  const catalogue = catalogueIndex(catalogProducts);
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
    const source = (articleId !== undefined ? catalogue.get(articleId) : undefined) ?? item.product;
    const parsed = parseProduct(source, { article: item.article, offers: item.articleOffers });
    problems.push(...parsed.problems.map((problem) => `recommendation ${index}: ${problem}`));
    if (!parsed.product) return;
    const selected = selectArticle(parsed.product, variantId);
    if (!selected) return;
    const key = String(selected.article.id);
    if (seen.has(key)) return;
    seen.add(key);
    const recommenderParams = linkParams(isRecord(item.product) ? item.product.link : undefined);
    const slot = cards.length + 1;
    const strategy = strategyOf(item, recommenderParams);
    const trackingId = readNonEmptyString(item, 'trackingId');
    cards.push({
      key,
      product: parsed.product,
      selected,
      href: buildProductHref(parsed.product.link, {
        ...(selected.activeVariant ? { activeVariant: selected.activeVariant } : {}),
        recommenderParams,
        tracking: { slot, trackingContainer, ...(pageName ? { pageName } : {}), ...(strategy ? { strategy } : {}) },
      }),
      slot,
      ...(trackingId ? { trackingId } : {}),
    });
  });
  return { cards, problems };
}
