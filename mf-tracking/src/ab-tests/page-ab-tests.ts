import { reportError } from '@storefront/platform';
import { getTrackingRuntime } from '../tracker/current-runtime';
import { createAbTestPoll, type AbTestPoll } from './ab-test-poll';

/** The page's A/B-test poll: reads `window.abTestData`, sends through the page's one tracking queue. */
export function createPageAbTestPoll(): AbTestPoll {
  return createAbTestPoll({
    read: () => window.abTestData,
    send: (pageCode, assignments) => getTrackingRuntime()?.tracker.abTest({ pageCode }, assignments),
    report: reportError,
  });
}
