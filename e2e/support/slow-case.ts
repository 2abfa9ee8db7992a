import type { APIRequestContext, Page } from '@playwright/test';
import type { FragmentName } from '@storefront/contracts';
import type { Answer, UrlMatcher } from './slow-dependencies';

/** Issue 15: the rest of the page is usable within this time of the navigation's start (bench:slow-dependencies). */
export const INTERACTIVE_WITHIN_MS = 3000;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** One dependency answering late or broken, on one page. */
export interface SlowCase {
  name: string;
  path: '/' | '/account' | '/eigenmarken';
  phone?: boolean;
  loggedIn?: boolean;
  /** The storefront's own time-out for this dependency. */
  timeoutMs: number;
  /** The dependency's requests. */
  requests(request: APIRequestContext): Promise<UrlMatcher>;
  /** How they are answered. */
  answer: Answer;
  /** Late rather than broken: its loading state must show while the storefront waits. */
  answersLate: boolean;
  /** The page's fragments that do not depend on the slow part; undefined when nothing can work without it. */
  readyFragments: FragmentName[] | undefined;
  /** A known gap: this case's rest is usable later than INTERACTIVE_WITHIN_MS (still before its time-out). */
  knownGap?: string;
  /** What a shopper does once the page is usable (e.g. accept cookies, which starts the personalisation calls). */
  act?(page: Page): Promise<void>;
  /** CSS selector of the slow part's loading state; nothing matches once it has settled. */
  busy: string;
  /** The requests that part waits for, when the case also slows down others (which may be retried later). */
  busyWaitsFor?: RegExp;
  /** Text of the loading state. */
  statusText?: string;
  /** Its content or its error state, once the wait has ended. */
  expectSettled(page: Page): Promise<void>;
}

/** How many rounds of time-outs a part may take to settle: a homepage on a phone with every block failing asks for the
 * next blocks as the failed ones collapse, each with a time-out of its own (five rounds). */
export const MAX_REQUEST_ROUNDS = 7;

export const isWaitedFor = (slowCase: SlowCase, path: string) => slowCase.busyWaitsFor?.test(path) ?? true;

export const viewportOf = (slowCase: SlowCase) => (slowCase.phone ? PHONE : DESKTOP);
