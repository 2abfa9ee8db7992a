import { getLoginState, getSiteConfig, type LoginState, type SiteConfig } from '@storefront/platform';
import { getRecommendationsV4, type RecommendationsV4Params, type RecommendationsV4Response } from '@storefront/platform/calls';
import { FRAGMENT_NAME } from '../fragment';

/** The own-brand page in the recommender (spec section 7: getRecommendationsV4 of the own-brand page). */
export const OWN_BRAND_PAGE_TYPE = 'ob_landing';
export const OWN_BRAND_OWNER = 'customer-growth';
export const OWN_BRAND_BLOCK_CODE = 'ObfRecommendations';

/** The recommender call of the own-brand page for a site and a visitor (spec section 7). */
export function ownBrandRecommendationsParams(site: Pick<SiteConfig, 'siteId' | 'language'>, visitor: LoginState): RecommendationsV4Params {
  return {
    siteId: site.siteId,
    language: site.language,
    pageType: OWN_BRAND_PAGE_TYPE,
    userId: visitor.shopUserId,
    customerId: visitor.customerId,
    owner: OWN_BRAND_OWNER,
    blockCode: OWN_BRAND_BLOCK_CODE,
  };
}

/** The recommender's own-brand entries for the configured site and language, for this visitor. */
export function fetchOwnBrandRecommendations(): Promise<RecommendationsV4Response> {
  return getRecommendationsV4(ownBrandRecommendationsParams(getSiteConfig(), getLoginState()), FRAGMENT_NAME);
}
