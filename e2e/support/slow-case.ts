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
  /**
   * What the page's first view is rendered from on the server (sample API paths, `prefix*` allowed), when the case
   * checks what the browser does when it asks for the dependency itself: the shell's server gets these late too, so
   * the document comes without its first view (as when that data is slow for the server as well) and the browser asks.
   */
  withoutFirstView?: readonly string[];
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

/**
 * How many rounds of time-outs a part may take to settle before it is taken to ask for ever. A homepage on a phone
 * with every block failing asks for the next blocks as the failed ones collapse, each with a time-out of its own:
 * about five rounds, but on a busy machine a batch of requests can straddle two rounds (the round ends at the first
 * new request). Each round fires at least one request's time-out and a block is asked for once, so a part that
 * settles does so within one round per block of the sample layout (28).
 */
export const MAX_REQUEST_ROUNDS = 29;

export const isWaitedFor = (slowCase: SlowCase, path: string) => slowCase.busyWaitsFor?.test(path) ?? true;

export const viewportOf = (slowCase: SlowCase) => (slowCase.phone ? PHONE : DESKTOP);
