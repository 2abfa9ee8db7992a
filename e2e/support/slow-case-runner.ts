import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { FragmentName } from '@storefront/contracts';
import { loginAs } from './session';
import { loadingShownMs, SLOW_ANSWER_MS, timeUntilInteractive, timeUntilSettled, watchLoadingShown, type Answer, type UrlMatcher } from './slow-dependencies';
import { SHELL_URL } from './urls';

/** Issue 15: the rest of the page is usable within this time of the navigation's start. */
export const INTERACTIVE_WITHIN_MS = 3000;
/** Between the storefront's time-out and its loading state disappearing: re-rendering, and this test's polling. */
const SETTLE_SLACK_MS = 1500;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

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
  /**
   * A known gap: this case's rest is usable later than INTERACTIVE_WITHIN_MS, and the bound it is held to until that
   * is fixed (still below its time-out, so the rest never waits for the slow part to give up). Named in the notes.
   */
  knownGapWithinMs?: number;
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

/** One row of the printed table; times in ms from the navigation's start, `waitedMs` from the start of the wait. */
export interface Figure {
  case: string;
  viewport: 'phone' | 'desktop';
  /** One figure per load of the page (a load slower than the bound is repeated), `-` when nothing is usable. */
  interactiveMs: string;
  requestMs: number;
  settledMs: number;
  waitedMs: number;
  timeoutMs: number;
}

interface OpenedCase {
  slowCase: SlowCase;
  context: BrowserContext;
  page: Page;
  /** The page's time origin (navigation start), ms since the epoch. */
  timeOrigin: number;
  /** When each request of the dependency reached the route (ms since the epoch), and its URL's path. */
  requestsStarted: { at: number; path: string }[];
  /** Until the rest was usable, per load of the page; empty when nothing can work without the slow part. */
  interactiveMs: readonly number[];
  /** Milliseconds from the navigation's start until the slow part settled, or why it did not. */
  settled: Promise<number | Error>;
}

const isWaitedFor = (slowCase: SlowCase, path: string) => slowCase.busyWaitsFor?.test(path) ?? true;

/**
 * Loads of a case's page before its rest counts as not usable in time. A busy 2-core machine stalls a page now and
 * then for a second: one slow load of a dozen is noise. What this catches, the rest waiting for a slow part's
 * time-out (5-10 s), is slow on every load.
 */
const LOADS_PER_CASE = 3;

interface LoadedPage {
  context: BrowserContext;
  page: Page;
  timeOrigin: number;
  requestsStarted: OpenedCase['requestsStarted'];
}

/** A new browser context on the case's page, with the case's dependency answered as the case says. */
async function loadCasePage(browser: Browser, request: APIRequestContext, slowCase: SlowCase): Promise<LoadedPage> {
  const viewport = slowCase.phone ? PHONE : DESKTOP;
  const context = await browser.newContext({ baseURL: SHELL_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport });
  const page = await context.newPage();
  if (slowCase.loggedIn) await loginAs(page);
  await watchLoadingShown(page, slowCase.busy);
  const requestsStarted: OpenedCase['requestsStarted'] = [];
  await page.route(await slowCase.requests(request), (route) => {
    requestsStarted.push({ at: Date.now(), path: new URL(route.request().url()).pathname });
    return slowCase.answer(route);
  });
  await page.goto(slowCase.path, { waitUntil: 'commit' });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return { context, page, timeOrigin, requestsStarted };
}

/** Loads the case's page until its rest is usable and its slow part shows its loading state; the settling goes on. */
/** How many rounds of time-outs a part may take to settle (openCase). */
const MAX_REQUEST_ROUNDS = 7;

async function openCase(browser: Browser, request: APIRequestContext, slowCase: SlowCase): Promise<OpenedCase> {
  const withinMs = slowCase.knownGapWithinMs ?? INTERACTIVE_WITHIN_MS;
  const interactiveMs: number[] = [];
  let loaded = await loadCasePage(browser, request, slowCase);
  if (slowCase.readyFragments) {
    const rest = { sessionButton: slowCase.loggedIn ? 'Abmelden' : 'Anmelden', readyFragments: slowCase.readyFragments } as const;
    interactiveMs.push(await timeUntilInteractive(loaded.page, rest, SLOW_ANSWER_MS));
    while (interactiveMs.at(-1)! >= withinMs && interactiveMs.length < LOADS_PER_CASE) {
      await loaded.context.close();
      loaded = await loadCasePage(browser, request, slowCase);
      interactiveMs.push(await timeUntilInteractive(loaded.page, rest, SLOW_ANSWER_MS));
    }
    expect.soft(interactiveMs.at(-1), `${slowCase.name}: the rest of the page usable (loads: ${interactiveMs.join(', ')} ms)`).toBeLessThan(withinMs);
    await slowCase.act?.(loaded.page);
  }
  const { context, page, timeOrigin, requestsStarted } = loaded;
  if (slowCase.answersLate) {
    const busy = page.locator(slowCase.busy).first();
    await expect(busy, `${slowCase.name}: loading state`).toBeAttached();
    if (slowCase.statusText) await expect(busy).toContainText(slowCase.statusText);
  }
  // Watched from the first request it waits for: before that, a part that has not started loading would count as settled.
  await expect.poll(() => requestsStarted.some(({ path }) => isWaitedFor(slowCase, path)), { message: `${slowCase.name}: requested` }).toBe(true);
  // How long to look before giving up: a part whose requests fail may ask for more once they have, round after round
  // (the homepage's blocks: a failed block renders nothing, so the next ones come near the window, each with a time-out
  // of its own; on a phone with every block failing that is five rounds). What the case holds the part to is the wait
  // after its last request (finishCase).
  const settled = timeUntilSettled(page, slowCase.busy, MAX_REQUEST_ROUNDS * slowCase.timeoutMs + SLOW_ANSWER_MS).catch((error: Error) => error);
  return { slowCase, context, page, timeOrigin, requestsStarted, interactiveMs, settled };
}

/** Runs tasks one at a time: a page closing (which costs CPU) never overlaps another page being measured. */
class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task);
    this.last = result.catch(() => undefined);
    return result;
  }
}

/**
 * Waits for the slow part to settle, by the storefront's time-out counted from its last request before then, or from
 * its loading state showing when that came later (a manifest preloaded by the document is requested before the
 * shell starts to wait for it).
 */
async function finishCase(opened: OpenedCase, turns: OneAtATime): Promise<Figure> {
  const { slowCase, page, timeOrigin, requestsStarted, interactiveMs } = opened;
  const settledMs = await opened.settled;
  if (settledMs instanceof Error) throw new Error(`${slowCase.name}: still loading (${slowCase.busy})`, { cause: settledMs });
  await slowCase.expectSettled(page);
  const waitedFor = requestsStarted.filter(({ at, path }) => at - timeOrigin <= settledMs && isWaitedFor(slowCase, path));
  const requestMs = waitedFor.length > 0 ? Math.round(Math.max(...waitedFor.map(({ at }) => at)) - timeOrigin) : 0;
  const waitedMs = settledMs - Math.max(requestMs, (await loadingShownMs(page)) ?? 0);
  expect(waitedMs, `${slowCase.name}: waited no longer than its time-out`).toBeLessThanOrEqual(slowCase.timeoutMs + SETTLE_SLACK_MS);
  await turns.run(() => opened.context.close());
  return { case: slowCase.name, viewport: slowCase.phone ? 'phone' : 'desktop', interactiveMs: interactiveMs.join(' ') || '-', requestMs, settledMs, waitedMs, timeoutMs: slowCase.timeoutMs };
}

/**
 * Opens the cases one after another, each measured while no other is loading, and finishes each as soon as it has
 * settled: the waits for the time-outs overlap, so the spec waits for the longest one about once, not once per case.
 * Resolves with the figures of every case, or rejects naming every case that failed.
 */
export async function runSlowCases(browser: Browser, request: APIRequestContext, cases: readonly SlowCase[]): Promise<Figure[]> {
  const opened: OpenedCase[] = [];
  const outcomes: Promise<Figure | Error>[] = [];
  const turns = new OneAtATime();
  try {
    for (const slowCase of cases) {
      const openedCase = await turns.run(() => openCase(browser, request, slowCase));
      opened.push(openedCase);
      outcomes.push(finishCase(openedCase, turns).catch((error: Error) => error));
    }
    const results = await Promise.all(outcomes);
    const failures = results.filter((result): result is Error => result instanceof Error);
    if (failures.length > 0) throw new Error(failures.map((failure) => failure.message).join('\n\n'), { cause: failures[0] });
    return results as Figure[];
  } finally {
    await Promise.all(opened.map(({ context }) => context.close()));
  }
}

/** The figures as a compact text table, one line per case. */
export function figureTable(figures: readonly Figure[]): string {
  const columns = ['case', 'viewport', 'interactiveMs', 'requestMs', 'settledMs', 'waitedMs', 'timeoutMs'] as const;
  const rows = [columns.map(String), ...figures.map((figure) => columns.map((column) => String(figure[column])))];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0)));
  return rows.map((row) => row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ')).join('\n');
}
