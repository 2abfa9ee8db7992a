import { getStorefrontConfig } from '../config/storefront-config';

export const FEATURE_FLAGS = {
  pricingTooltip: 'catalog.discover.pricing-tooltip.enabled',
  favouriteBadge: 'catalog.discover.favourite-badge.enabled',
  sponsoredTag: 'catalog.discover.sponsored-tag.enabled',
  addToCartOnRecommendations: 'catalog.discover.recommendations.add-to-cart.enabled',
  bonusPointsExistingCustomer: 'loyalty.bonus-points.value-prop.enabled',
} as const;

/** A flag is on only when its value is exactly the string 'true' (a boolean true is a misconfiguration). */
export function isFeatureEnabled(name: string): boolean {
  const value: unknown = getStorefrontConfig().featureFlags[name];
  return value === 'true';
}
