import type { StorefrontConfig, SiteConfig } from '@storefront/contracts';

export type { ApiName, ApiBasePaths, SiteConfig, StorefrontConfig } from '@storefront/contracts';
export { API_NAMES } from '@storefront/contracts/src/storefront-config';

let currentConfig: StorefrontConfig | undefined;
const listeners = new Set<(config: StorefrontConfig) => void>();

/** Called once by the shell (or a standalone page or a test) before any fragment mounts. */
export function configurePlatform(config: StorefrontConfig): void {
  currentConfig = config;
  listeners.forEach((listener) => listener(config));
}

export function getStorefrontConfig(): StorefrontConfig {
  if (!currentConfig) {
    throw new Error('The storefront platform is not configured: call configurePlatform() first.');
  }
  return currentConfig;
}

export function isPlatformConfigured(): boolean {
  return currentConfig !== undefined;
}

export function getSiteConfig(): SiteConfig {
  return getStorefrontConfig().site;
}

export function onConfigChange(listener: (config: StorefrontConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
