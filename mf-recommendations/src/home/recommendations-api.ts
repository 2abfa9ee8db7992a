import type { SchemaProduct } from '@storefront/contracts';
import { getApiClient, getLoginState, getSiteConfig, requireParameters } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';

/** The recommender's query for the homepage (spec section 7, v4); ids of an anonymous visitor are left out. */
export interface HomeRecommendationsQuery {
  product_group_ids: string;
  user_id?: string;
  customer_id?: string;
}

export function homeRecommendationsQuery(): HomeRecommendationsQuery {
  const { recommendationGroupIds } = getSiteConfig();
  const { shopUserId, customerId } = getLoginState();
  return {
    product_group_ids: recommendationGroupIds.join(','),
    ...(shopUserId ? { user_id: shopUserId } : {}),
    ...(customerId ? { customer_id: customerId } : {}),
  };
}

/** GET /v4/sites/{siteId}/{language}/pages/home/recommendations; resolves to the raw answer. */
export async function fetchHomeRecommendations(): Promise<unknown> {
  const { siteId, language } = getSiteConfig();
  requireParameters('getHomeRecommendations', { siteId, language });
  const { data } = await getApiClient('recommender', FRAGMENT_NAME).get<unknown>(
    `/v4/sites/${encodeURIComponent(siteId)}/${encodeURIComponent(language)}/pages/home/recommendations`,
    { params: homeRecommendationsQuery() },
  );
  return data;
}

/** The catalogue's largest page; a container holds far fewer articles (12 or 20 in the samples). */
const MAX_PRODUCTS_PER_PAGE = 100;

/**
 * GET /v1/sites/{siteId}/{locale}/products?articleIds=... (comma-joined); resolves to the products of the answer,
 * typed as the contract promises (each product is still checked when it becomes a card).
 * The page size asks for all of them at once: never more products than articles (the default page has 24).
 */
export async function fetchProductsByArticleIds(articleIds: readonly number[]): Promise<SchemaProduct[]> {
  const { siteId, locale } = getSiteConfig();
  requireParameters('getProductsByArticleIds', { siteId, locale });
  const { data } = await getApiClient('productCatalog', FRAGMENT_NAME).get<unknown>(
    `/v1/sites/${encodeURIComponent(siteId)}/${encodeURIComponent(locale)}/products`,
    { params: { articleIds: articleIds.join(','), size: Math.min(articleIds.length, MAX_PRODUCTS_PER_PAGE) } },
  );
  const products = typeof data === 'object' && data !== null ? (data as { products?: unknown }).products : undefined;
  if (!Array.isArray(products)) throw new Error('The product catalogue answered without a products list');
  return products as SchemaProduct[];
}
