import { onErrorReported, type ErrorReport } from '@storefront/platform';
import { afterThisTest } from '../after-this-test';

/**
 * Collects the error reports of the running test into the returned list (it fills as reports arrive) and keeps
 * their logging out of the output: console.error is silenced for the test.
 */
export function collectReports(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterThisTest(onErrorReported((report) => reports.push(report)));
  return reports;
}
