import type { StorefrontConfig } from '@storefront/contracts';

export const API = 'http://localhost:8090';
const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';

/** The shell's build's config (shell/public/storefront-config.json), as a storage without a config gets it first. */
export function buildConfig(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  return {
    environment: 'production',
    site: {
      siteId: 1,
      domain: 'zooplus.de',
      locale: 'de-DE',
      language: 'de',
      currency: 'EUR',
      knownDomains: ['zooplus.de', 'zooplus.at'],
      recommendationGroupIds: ['hp_group_a', 'hp_group_b'],
    },
    apiBasePaths: {
      bff: API,
      feedbackReview: API,
      recommender: API,
      search: API,
      personalization: API,
      customerPictures: API,
      pricing: API,
      productCatalog: API,
      bonusPointsBalance: API,
      productComparison: API,
      audiences: API,
      geoIpLookup: API,
      content: API,
    },
    featureFlags: { [ADD_TO_CART]: 'true', 'catalog.discover.pricing-tooltip.enabled': 'true' },
    errorReportingUrl: `${API}/collector/errors`,
    tagManagerUrl: `${API}/tag-manager.js`,
    ...overrides,
  };
}

