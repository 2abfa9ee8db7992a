// The storefront config a deployment serves (the shell inlines it; fragments read it through @storefront/platform,
// servers that render a first view get it with the request).

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
  /**
   * Whether a browser may load a fragment from a build on its own machine (`?mf-override=`): on for `npm start`,
   * off by default for `serve:shell` on an object store. The shell's server serves the value in effect; off, the
   * shell ignores overrides and the document's policy names no local source.
   */
  localBuildOverrides?: boolean;
}
