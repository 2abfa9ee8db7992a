import { getLoginState, getRecommendationsV4, getSiteConfig, type RecommendationsV4Response } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';

/** The own-brand page in the recommender (spec section 7: getRecommendationsV4 of the own-brand page). */
export const OWN_BRAND_PAGE_TYPE = 'ob_landing';
export const OWN_BRAND_OWNER = 'customer-growth';
export const OWN_BRAND_BLOCK_CODE = 'ObfRecommendations';

/** The recommender's own-brand entries for the configured site and language, for this visitor. */
export function fetchOwnBrandRecommendations(): Promise<RecommendationsV4Response> {
  const { siteId, language } = getSiteConfig();
  const { shopUserId, customerId } = getLoginState();
  return getRecommendationsV4(
    {
      siteId,
      language,
      pageType: OWN_BRAND_PAGE_TYPE,
      userId: shopUserId,
      customerId,
      owner: OWN_BRAND_OWNER,
      blockCode: OWN_BRAND_BLOCK_CODE,
    },
    FRAGMENT_NAME,
  );
}
