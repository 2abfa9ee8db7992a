import Cookies from 'js-cookie';
import { configureLocalPlatform, onErrorReported, type ErrorReport, type StorefrontConfig } from '@storefront/platform';

/**
 * The local platform config (zooplus.de, de-DE, every API on http://localhost:8090), with overrides.
 * Error reports are not posted anywhere (tests read them with collectReports), so fetch sees only the calls under test.
 */
export function setUpPlatform(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  return configureLocalPlatform({ errorReportingUrl: undefined, ...overrides });
}

export function clearAllCookies(): void {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
}

export function logIn(customerId = '53284711'): void {
  Cookies.set('cid', customerId, { path: '/' });
}

/**
 * Collects every error report of the test and keeps the console quiet; the returned list fills as reports arrive.
 * Call in beforeEach; the listener is removed in the returned cleanup (afterEach).
 */
export function collectReports(): { reports: ErrorReport[]; stop: () => void } {
  const reports: ErrorReport[] = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const stop = onErrorReported((report) => reports.push(report));
  return { reports, stop };
}
