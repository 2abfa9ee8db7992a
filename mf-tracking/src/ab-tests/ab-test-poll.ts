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

/**
 * Watches the A/B-testing script's `window.abTestData` (issue 34): from each page view on it reads the value every
 * 250 ms for 10 s and sends the assignments whenever they differ from the last ones sent, so the same assignments are
 * never sent twice and a new experiment started on a later page is. Malformed data is ignored and reported once per page.
 */
export class AbTestPoll {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sentKey: string | undefined;
  private malformedReported = false;

  constructor(private readonly options: AbTestPollOptions) {}

  /** A page view with this page code: looks at once, then every 250 ms for the next 10 s. */
  pageViewed(pageCode: string): void {
    this.stop();
    let checksLeft = AB_TEST_POLL_DURATION_MS / AB_TEST_POLL_INTERVAL_MS;
    const check = () => {
      this.check(pageCode);
      checksLeft -= 1;
      this.timer = checksLeft >= 0 ? setTimeout(check, AB_TEST_POLL_INTERVAL_MS) : undefined;
    };
    check();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private check(pageCode: string): void {
    const reading = readAbTestData(this.options.read());
    if (reading.status === 'malformed') {
      if (!this.malformedReported) {
        this.malformedReported = true;
        this.options.report(new Error('window.abTestData is malformed and ignored'), { fragment: 'mf-tracking', problem: reading.problem });
      }
      return;
    }
    if (reading.status === 'absent') return;
    const key = assignmentsKey(reading.assignments);
    if (key === this.sentKey) return;
    this.sentKey = key;
    this.options.send(pageCode, reading.assignments);
  }
}
