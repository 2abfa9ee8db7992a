// The product search of GET/POST /v1/sites/{siteId}/{locale}/products: selection, filters, sorting, paging.
import type { DataSet } from '../data/load';
import { badRequest } from '../http/errors';
import { boolean, integer, list, oneOf, single, type Query } from '../http/params';
import { cheapestPrice } from './offers';
import type { Product } from './types';

export const PET_TYPES = ['dog', 'cat', 'small_animal', 'bird', 'fish', 'horse'] as const;
export type PetType = (typeof PET_TYPES)[number];

/** The pet's segment of a product path: /shop/{segment}/... */
export const PET_SEGMENT: Record<PetType, string> = {
  dog: 'hunde',
  cat: 'katzen',
  small_animal: 'kleintier',
  bird: 'vogel',
  fish: 'aquaristik',
  horse: 'pferd',
};
const SORT_BY = ['relevance', 'price', 'name', 'rating'] as const;
const FILTER_KEYS = ['brand', 'category', 'unit'] as const;
const ID_TOKEN = /^\d+(\.\d+)?$/;

export interface ProductQuery {
  articleIds?: string[];
  psIds?: string[];
  q?: string;
  path?: string;
  petType?: (typeof PET_TYPES)[number];
  filters: Array<{ key: (typeof FILTER_KEYS)[number]; value: string }>;
  page: number;
  size: number;
  sortBy: (typeof SORT_BY)[number];
  sortDirection: 'asc' | 'desc';
  include3p: boolean;
  includeUnavailable: boolean;
}

function idTokens(query: Query, name: string): string[] | undefined {
  const tokens = list(query, name);
  for (const token of tokens ?? []) {
    if (!ID_TOKEN.test(token)) throw badRequest(`Query parameter ${name} must be a comma-joined list of ids, got "${token}"`);
  }
  return tokens;
}

export function parseProductQuery(query: Query): ProductQuery {
  for (const name of ['sid', 'customerId', 'userId', 'include']) single(query, name);
  idTokens(query, 'rvPsIds');
  const filters = (list(query, 'filters') ?? []).map((entry) => {
    const [key, value] = entry.split(':');
    if (!key || !value || !(FILTER_KEYS as readonly string[]).includes(key)) {
      throw badRequest(`Query parameter filters expects entries key:value with key ${FILTER_KEYS.join('|')}, got "${entry}"`);
    }
    return { key: key as (typeof FILTER_KEYS)[number], value };
  });
  const parsed: ProductQuery = {
    filters,
    page: integer(query, 'page', { min: 1, max: 10_000 }) ?? 1,
    size: integer(query, 'size', { min: 1, max: 100 }) ?? 24,
    sortBy: oneOf(query, 'sortBy', SORT_BY) ?? 'relevance',
    sortDirection: oneOf(query, 'sortDirection', ['asc', 'desc'] as const) ?? 'asc',
    include3p: boolean(query, 'include3p') ?? true,
    includeUnavailable: boolean(query, 'includeUnavailable') ?? true,
  };
  const articleIds = idTokens(query, 'articleIds');
  const psIds = idTokens(query, 'psIds');
  const q = single(query, 'q');
  const path = single(query, 'path');
  const petType = oneOf(query, 'petType', PET_TYPES);
  if (articleIds) parsed.articleIds = articleIds;
  if (psIds) parsed.psIds = psIds;
  if (q) parsed.q = q;
  if (path) {
    if (!path.startsWith('/')) throw badRequest('Query parameter path must start with "/"');
    parsed.path = path;
  }
  if (petType) parsed.petType = petType;
  return parsed;
}

/**
 * Tokens select products in the order given. An article id selects the product containing it; a product id
 * (optionally with a ".n" variant suffix, as content blocks list them) selects that product too.
 */
function selectByTokens(data: DataSet, tokens: string[]): Product[] {
  const seen = new Set<string>();
  const out: Product[] = [];
  for (const token of tokens) {
    const product = data.articleIndex.get(Number(token))?.product ?? data.productById.get(token.split('.')[0] ?? token);
    if (product && !seen.has(product.shopIdentifier)) {
      seen.add(product.shopIdentifier);
      out.push(product);
    }
  }
  return out;
}

const segments = (p: Product) => p.path.split('/').filter(Boolean); // shop, pet, category, brand, series, id

function matchesFilters(product: Product, query: ProductQuery): boolean {
  const [, pet, category, brand] = segments(product);
  if (query.petType && pet !== PET_SEGMENT[query.petType]) return false;
  if (query.path && !product.path.startsWith(query.path)) return false;
  if (query.q) {
    const needle = query.q.toLocaleLowerCase('de-DE');
    if (!`${product.name} ${product.description}`.toLocaleLowerCase('de-DE').includes(needle)) return false;
  }
  return query.filters.every(({ key, value }) => (key === 'brand' ? brand === value : key === 'category' ? category === value : product.unit.name === value));
}

function restrictOffers(product: Product, query: ProductQuery): Product | undefined {
  if (query.include3p && query.includeUnavailable) return product;
  const articles = product.articles
    .map((a) => ({ ...a, offers: query.include3p ? a.offers : a.offers.filter((o) => o.type !== '3P') }))
    .filter((a) => a.offers.length > 0 && (query.includeUnavailable || a.offers.some((o) => !o.outOfStock)));
  return articles.length ? { ...product, articles } : undefined;
}

const comparators = {
  price: (a: Product, b: Product) => cheapestPrice(a.articles) - cheapestPrice(b.articles),
  name: (a: Product, b: Product) => a.name.localeCompare(b.name, 'de-DE'),
  rating: (a: Product, b: Product) => a.feedbackAggregate.averageRating - b.feedbackAggregate.averageRating,
};

export function searchProducts(data: DataSet, query: ProductQuery): { products: Product[]; total: number } {
  const tokens = [...(query.articleIds ?? []), ...(query.psIds ?? [])];
  const base = tokens.length ? selectByTokens(data, tokens) : data.products;
  let found = base
    .filter((p) => matchesFilters(p, query))
    .map((p) => restrictOffers(p, query))
    .filter((p): p is Product => p !== undefined);
  if (query.sortBy !== 'relevance') {
    const compare = comparators[query.sortBy];
    const direction = query.sortDirection === 'desc' ? -1 : 1;
    found = [...found].sort((a, b) => direction * compare(a, b));
  }
  const start = (query.page - 1) * query.size;
  return { products: found.slice(start, start + query.size), total: found.length };
}
