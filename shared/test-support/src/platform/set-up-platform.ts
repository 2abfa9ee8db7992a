import { configurePlatform, endFirstScreenWait, type StorefrontConfig } from '@storefront/platform';
import { createLocalConfig } from '@storefront/platform/local-config';

/**
 * Configures the platform with the local config (zooplus.de, de-DE, every API on http://localhost:8090) and the
 * overrides, but without error collector and tag manager, so a test never posts reports or loads scripts unless it
 * passes their URLs. Returns the config.
 */
export function setUpPlatform(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  const config = createLocalConfig({ errorReportingUrl: undefined, tagManagerUrl: undefined, ...overrides });
  configurePlatform(config);
  // A test's page is past its first screen (nothing in it says it is shown): what waits for it (tracking, overlays)
  // runs as it would afterwards. A test of that wait controls afterFirstScreen itself.
  endFirstScreenWait();
  return config;
}
