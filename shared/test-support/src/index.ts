export { fakeBackend, type FakeBackend, type ReplyFor, type RouteHandler, type RouteHandlers } from './http/fake-backend';
export { httpError, json, networkError, noContent, raw, text, type Reply } from './http/replies';
export type { RecordedRequest, RouteRequest } from './http/recorded-request';
export type { PathParams, ResponseBody, Route } from './http/routes';
export { deferred, type Deferred } from './deferred';
export { setUpPlatform } from './platform/set-up-platform';
export { collectReports } from './platform/collect-reports';
export { clearAllCookies, cookiesWrittenBy, logIn } from './platform/cookies';
export { installFakeTracker, ImpressionObservation, type FakeTracker, type TrackedEvent } from './tracking/fake-tracker';
export {
  failRemoteModule,
  holdRemoteModule,
  provideRemoteModule,
  remoteModuleLoads,
  resetRemoteModules,
  type HeldRemoteModule,
} from './federation/remote-modules';
export { afterThisTest } from './after-this-test';
export { FakeIntersectionObserver, installFakeIntersectionObserver, type FakeIntersectionGeometry } from './browser/fake-intersection-observer';
export {
  copyJson,
  HUGE_LIST_LENGTH,
  HUGE_STRING_LENGTH,
  jsonPaths,
  MUTATION_KINDS,
  mutatedModels,
  UNICODE_EDGE_CASES,
  type JsonPath,
  type MutatedModel,
  type MutationKind,
} from './fuzz/json-mutations';
export { injectIntoStrings, SCRIPT_SCHEME, XSS_FLAG, XSS_MARKUP_PAYLOADS, XSS_PAYLOADS, XSS_URL_PAYLOADS, type InjectedValue } from './security/xss-corpus';
export { activeContentIn } from './security/active-content';
export { setViewportWidth } from './browser/viewport-width';
export { putFirstViewIntoDocument } from './browser/first-view-document';
export { setMediaFeatures, type MediaFeatures } from './browser/media-features';
export { impressionsInView, type ImpressionsInView } from './tracking/impressions-in-view';
export { untilSettled } from './react/until-settled';
