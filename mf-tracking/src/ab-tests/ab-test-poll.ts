import type { LogContext } from '@storefront/platform';
import { assignmentsKey, readAbTestData, type AbTestAssignment } from './ab-test-data';

/** Spec section 9: the A/B-test data is looked for again every 250 ms ... */
export const AB_TEST_POLL_INTERVAL_MS = 250;
/** ... from each page view on, for at most 10 s. */
export const AB_TEST_POLL_DURATION_MS = 10_000;

export interface AbTestPollOptions {
  /** The current value of `window.abTestData`. */
  read(): unknown;
  /** Hands the assignments to the tracking queue as an AB_TEST entry of the page with that page code. */
  send(pageCode: string, assignments: AbTestAssignment[]): void;
  report(error: unknown, context: LogContext): void;
}

/** The poll of one page: `pageViewed` on each page view. */
export type AbTestPoll = (pageCode: string) => void;

/**
 * Watches the A/B-testing script's `window.abTestData` (issue 34): from each page view on it reads the value at once and
 * then every 250 ms for 10 s, and sends the assignments whenever they differ from the last ones sent, so the same
 * assignments are never sent twice and a new experiment started on a later page is. Malformed data is ignored and
 * reported once per page.
 */
export function createAbTestPoll({ read, send, report }: AbTestPollOptions): AbTestPoll {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sentKey: string | undefined;
  let reported = false;
  return (pageCode) => {
    clearTimeout(timer);
    let checksLeft = AB_TEST_POLL_DURATION_MS / AB_TEST_POLL_INTERVAL_MS;
    const check = () => {
      const assignments = readAbTestData(read());
      if (!assignments) {
        if (!reported) report(new Error('window.abTestData is malformed and ignored'), { fragment: 'mf-tracking' });
        reported = true;
      } else if (assignments.length > 0 && assignmentsKey(assignments) !== sentKey) {
        sentKey = assignmentsKey(assignments);
        send(pageCode, assignments);
      }
      if (checksLeft-- > 0) timer = setTimeout(check, AB_TEST_POLL_INTERVAL_MS);
    };
    check();
  };
}
