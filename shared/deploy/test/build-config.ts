import type { StorefrontConfig } from '@storefront/contracts';
import { createLocalConfig } from '@storefront/platform/local-config';

export const API = 'http://localhost:8090';

/** A config as the shell's build ships one (every API on the sample backend, two flags on), for a storage without one. */
export function buildConfig(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  return createLocalConfig(
    {
      featureFlags: { 'catalog.discover.recommendations.add-to-cart.enabled': 'true', 'catalog.discover.pricing-tooltip.enabled': 'true' },
      ...overrides,
    },
    API,
  );
}
