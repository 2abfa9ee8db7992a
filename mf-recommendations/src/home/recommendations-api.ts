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
