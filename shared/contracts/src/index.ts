export * from './tracking';
export * from './fragments';
export * from './federation';
export * from './exposed-modules';
export * from './registry';
export * from './shell-document';
export * from './consent';
export * from './event-replay';
export * from './timeouts';
export type * from './generated/api';
export * from './breakpoints';
export * from './first-view';
export * from './session';
// Types only: the runtime list of API names is the platform's (it imports it from the file), so it stays out of the
// contracts every fragment's browser code bundles.
export type { ApiName, ApiBasePaths, SiteConfig, StorefrontConfig } from './storefront-config';
export * from './field-reports';
export * from './previews';
export * from './recommender-answer';
