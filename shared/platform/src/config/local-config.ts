import { configurePlatform, type StorefrontConfig } from './storefront-config';

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

/**
 * For tests: the local config without the error collector and the tag manager, so a test never sends reports or
 * loads scripts over the network (a running sample backend would otherwise receive them). Pass them to opt in.
 */
export function configureLocalPlatform(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  const config = createLocalConfig({ errorReportingUrl: undefined, tagManagerUrl: undefined, ...overrides });
  configurePlatform(config);
  return config;
}
