import { getLoginState, getSiteConfig } from '@storefront/platform';
import { getRecommendationsV4, type RecommendationsV4Response } from '@storefront/platform/calls';
import { FRAGMENT_NAME } from '../fragment';

/** The homepage's page type in the recommender (spec section 7). */
export const HOME_PAGE_TYPE = 'home';

/**
 * The recommender's containers for the homepage (spec section 7, v4): the site's recommendation group ids and the
 * visitor's ids (left out for an anonymous visitor). Resolves to the answer as it came; it is checked by the caller.
 */
export async function fetchHomeRecommendations(): Promise<RecommendationsV4Response> {
  const { siteId, language, recommendationGroupIds } = getSiteConfig();
  const { shopUserId, customerId } = getLoginState();
  return getRecommendationsV4(
    { siteId, language, pageType: HOME_PAGE_TYPE, productGroupIds: recommendationGroupIds, userId: shopUserId, customerId },
    FRAGMENT_NAME,
  );
}
