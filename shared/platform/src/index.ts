export * from './config/storefront-config';
export * from './config/parse-storefront-config';
export * from './api/api-client';
export * from './api/required-parameter';
export * from './api/with-error-reporting';
export * from './api/malformed-response';
export * from './api/fetch-with-timeout';
export * from './recommender/recommendations-v4';
export * from './catalog/products-by-article-ids';
export * from './loyalty/bonus-points-balance';
export * from './errors/logger';
export * from './errors/error-reporter';
export * from './errors/describe-schema-issues';
export * from './consent/cookie-consent';
export * from './cookies/shop-cookies';
export * from './session/login-state';
export * from './session/client-platform';
export * from './flags/feature-flags';
export * from './navigation/safe-navigation';
export * from './personalisation/personalisation';
export * from './remotes/load-remote-module';
export * from './remotes/with-timeout';
export * from './remotes/request-timeout-plugin';
export * from './scheduling/yield-to-main';
export * as v from './schema/schema-toolkit';

import { registerPlatformInstance } from './instance-guard';

registerPlatformInstance();
