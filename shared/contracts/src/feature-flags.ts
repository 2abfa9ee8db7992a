// The feature flags of the storefront: the only names a deployment's config may set (npm run config -- set-flag),
// each read by the fragments through @storefront/platform (isFeatureEnabled). A new flag is added here first.

export const FEATURE_FLAGS = {
  pricingTooltip: 'catalog.discover.pricing-tooltip.enabled',
  favouriteBadge: 'catalog.discover.favourite-badge.enabled',
  sponsoredTag: 'catalog.discover.sponsored-tag.enabled',
  addToCartOnRecommendations: 'catalog.discover.recommendations.add-to-cart.enabled',
  bonusPointsExistingCustomer: 'loyalty.bonus-points.value-prop.enabled',
} as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/** A flag's value as a config stores it: flag services answer strings, and only 'true' turns a flag on. */
export const FLAG_VALUES = ['true', 'false'] as const;
