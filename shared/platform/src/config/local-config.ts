// Imported as `@storefront/platform/local-config`, never from the package index: the index is a shared singleton
// whose every export ships on every page, and this config is only for tests and development pages.
import type { StorefrontConfig } from './storefront-config';

/** A complete config pointing every API at one origin (the local sample backend); for tests and standalone pages. */
export function createLocalConfig(overrides: Partial<StorefrontConfig> = {}, origin = 'http://localhost:8090'): StorefrontConfig {
  return {
    environment: 'production',
    site: {
      siteId: 1,
      domain: 'zooplus.de',
      locale: 'de-DE',
      language: 'de',
      currency: 'EUR',
      knownDomains: ['zooplus.de', 'zooplus.at', 'zooplus.ch'],
      recommendationGroupIds: ['hp_group_a', 'hp_group_b'],
    },
    apiBasePaths: {
      bff: origin,
      feedbackReview: origin,
      recommender: origin,
      search: origin,
      personalization: origin,
      customerPictures: origin,
      pricing: origin,
      productCatalog: origin,
      bonusPointsBalance: origin,
      productComparison: origin,
      audiences: origin,
      geoIpLookup: origin,
      content: origin,
    },
    featureFlags: {},
    errorReportingUrl: `${origin}/collector/errors`,
    tagManagerUrl: `${origin}/tag-manager.js`,
    ...overrides,
  };
}
