/** The APIs of spec section 7, each with its own configurable base path. */
export const API_NAMES = [
  'bff',
  'feedbackReview',
  'recommender',
  'search',
  'personalization',
  'customerPictures',
  'pricing',
  'productCatalog',
  'bonusPointsBalance',
  'productComparison',
  'audiences',
  'geoIpLookup',
  'content',
] as const;

export type ApiName = (typeof API_NAMES)[number];

export type ApiBasePaths = Record<ApiName, string>;

export interface SiteConfig {
  siteId: number;
  /** Shop domain, e.g. `zooplus.de`. */
  domain: string;
  /** BCP 47 locale, e.g. `de-DE`. */
  locale: string;
  /** Two-letter language, e.g. `de`. */
  language: string;
  currency: 'EUR';
  /** Domains of the shop family; navigation to data-provided URLs is allowed only to these. */
  knownDomains: string[];
  /** Two recommendation group ids for the homepage recommendations of this site. */
  recommendationGroupIds: [string, string];
}

export interface StorefrontConfig {
  environment: 'production' | 'development';
  site: SiteConfig;
  apiBasePaths: ApiBasePaths;
  /** Flag values come from a remote flag service as strings; only the string 'true' enables a flag. */
  featureFlags: Record<string, string>;
  /** Where error reports are posted; reporting only logs when absent. */
  errorReportingUrl?: string;
  /** The tag manager script the tracking fragment loads. */
  tagManagerUrl?: string;
}

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
