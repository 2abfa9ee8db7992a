import type { operations, SchemaRecommendationsResponse } from '@storefront/contracts';
// The shell's shared platform (one API client per page), not a copy: this file is bundled into each fragment.
import { getApiClient, requireParameters } from '@storefront/platform';
import { GET_RECOMMENDATIONS_V4 } from '../api/fragment-call-names';

export { GET_RECOMMENDATIONS_V4 };

/** The query of `GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations` (OpenAPI document). */
export type RecommendationsV4Query = NonNullable<operations['getRecommendationsV4']['parameters']['query']>;

/** The recommender's answer: the page's containers (home, pdp, cart) or own-brand categories (ob_landing). */
export type RecommendationsV4Response = SchemaRecommendationsResponse;

/** Inputs of the recommender call getRecommendationsV4 (spec section 7). */
export interface RecommendationsV4Params {
  siteId: number | null | undefined;
  language: string | null | undefined;
  /** `home`, `pdp`, `cart` or `ob_landing` (own-brand landing page). */
  pageType: string | null | undefined;
  /** The shop user id (cookie zt_id); left out when the visitor has none. */
  userId?: string | null;
  /** The customer id (cookie cid); left out when not logged in. */
  customerId?: string | null;
  /** Owning team of a block, e.g. `customer-growth` for the own-brand page. */
  owner?: string;
  /** Recommendation block, e.g. `ObfRecommendations` for the own-brand page. */
  blockCode?: string;
  /** Recommendation group ids (the homepage's per-site pair), comma-joined in the query. */
  productGroupIds?: readonly string[];
}

/** The query for the params: empty and absent values are left out, lists comma-joined. */
export function recommendationsV4Query(params: RecommendationsV4Params): RecommendationsV4Query {
  const { productGroupIds, userId, customerId, owner, blockCode } = params;
  return {
    ...(productGroupIds && productGroupIds.length > 0 ? { product_group_ids: productGroupIds.join(',') } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...(customerId ? { customer_id: customerId } : {}),
    ...(owner ? { owner } : {}),
    ...(blockCode ? { block_code: blockCode } : {}),
  };
}

/**
 * Path and query of the recommender's v4 call (spec section 7): `/v4/sites/{siteId}/{language}/pages/{pageType}/
 * recommendations` relative to the recommender API. Throws the required-parameter error without site, language or
 * page type.
 */
export function recommendationsV4Request(params: RecommendationsV4Params): { path: string; query: RecommendationsV4Query } {
  const { siteId, language, pageType } = params;
  requireParameters(GET_RECOMMENDATIONS_V4, { siteId, language, pageType });
  const path = [String(siteId), language as string, 'pages', pageType as string].map(encodeURIComponent).join('/');
  return { path: `/v4/sites/${path}/recommendations`, query: recommendationsV4Query(params) };
}

/**
 * The recommender's v4 call, the one the storefront uses, naming `caller` in x-caller. Throws the required-parameter
 * error without site, language or page type, rejects on HTTP failure.
 * The body is typed as the document promises but not checked here: each caller checks what it uses, because a
 * recommender that breaks its contract must not break a page.
 */
export async function getRecommendationsV4(params: RecommendationsV4Params, caller: string): Promise<RecommendationsV4Response> {
  const { path, query } = recommendationsV4Request(params);
  const { data } = await getApiClient('recommender', caller).get<RecommendationsV4Response>(path, { params: query });
  return data;
}
