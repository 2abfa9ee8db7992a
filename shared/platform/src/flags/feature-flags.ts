import { getStorefrontConfig } from '../config/storefront-config';

// The list of flags is the contracts' (the config command validates against it); fragments take it from here.
export { FEATURE_FLAGS } from '@storefront/contracts/src/feature-flags';

/** A flag is on only when its value is exactly the string 'true' (a boolean true is a misconfiguration). */
export function isFeatureEnabled(name: string): boolean {
  const value: unknown = getStorefrontConfig().featureFlags[name];
  return value === 'true';
}
