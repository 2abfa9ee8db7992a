import { reportError } from '@storefront/platform';
import { getTrackingRuntime } from '../tracker/current-runtime';
import { AbTestPoll } from './ab-test-poll';

/** The page's A/B-test poll: reads `window.abTestData`, sends through the page's one tracking queue. */
export function createPageAbTestPoll(): AbTestPoll {
  return new AbTestPoll({
    read: () => window.abTestData,
    send: (pageCode, assignments) => getTrackingRuntime()?.tracker.abTest({ pageCode }, assignments),
    report: reportError,
  });
}
