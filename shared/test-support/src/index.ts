export { fakeBackend, type FakeBackend, type ReplyFor, type RouteHandler, type RouteHandlers } from './http/fake-backend';
export { httpError, json, networkError, noContent, raw, text, type Reply } from './http/replies';
export type { RecordedRequest, RouteRequest } from './http/recorded-request';
export type { PathParams, ResponseBody, Route } from './http/routes';
export { deferred, type Deferred } from './deferred';
export { setUpPlatform } from './platform/set-up-platform';
export { collectReports } from './platform/collect-reports';
export { clearAllCookies, logIn } from './platform/cookies';
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
export { FakeIntersectionObserver, installFakeIntersectionObserver } from './browser/fake-intersection-observer';
export { setViewportWidth } from './browser/viewport-width';
