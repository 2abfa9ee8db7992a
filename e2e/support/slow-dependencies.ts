import type { APIRequestContext, Page, Route } from '@playwright/test';
import { liveManifest, releaseFolder } from './registry';
import { SAMPLE_API_URL, SHELL_URL } from './urls';

/** How late a slow dependency answers (issue 15). */
export const SLOW_ANSWER_MS = 10_000;

/** A JSON document cut off in the middle. */
export const MALFORMED_JSON = '{"model": ';

export type Answer = (route: Route) => unknown;
/**
 * The requests of one dependency, as a regular expression over the whole URL: Playwright matches it in the browser's
 * driver, so only those requests go through the test process. A function would route every request of the page
 * through it, which on a busy machine slows the very page whose speed is measured.
 */
export type UrlMatcher = RegExp;

/**
 * A server that answers after SLOW_ANSWER_MS: the request is held by a timer in the route handler, then passed on.
 * By then the storefront has usually given up (its own time-out aborted the request), so passing on may fail.
 */
export function answerLate(route: Route): void {
  setTimeout(() => void route.continue().catch(() => undefined), SLOW_ANSWER_MS);
}

/** A server that answers 200 with a broken JSON body, with the CORS headers the sample backend sends. */
export async function answerMalformed(route: Route): Promise<void> {
  await route
    .fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': SHELL_URL, 'access-control-allow-credentials': 'true', vary: 'Origin' },
      body: MALFORMED_JSON,
    })
    .catch(() => undefined);
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern written for a path (`^` anchors its start, `$` its end) as a part of a pattern for a whole URL. */
function pathPart(pattern: RegExp): string {
  if (pattern.flags !== '') throw new Error(`Path patterns take no flags: ${pattern}`);
  return pattern.source.replace(/^\^/, '').replace(/\$$/, '(?:[?#].*)?$');
}

/** Calls to the sample backend whose path matches one of the patterns (each anchored at the path's start). */
export const apiCalls =
  (...patterns: RegExp[]) =>
  async (): Promise<UrlMatcher> =>
    new RegExp(`^${escapeForRegExp(SAMPLE_API_URL)}(?:${patterns.map(pathPart).join('|')})`);

/** The manifest of the fragment's live release. */
export const fragmentManifest =
  (container: string) =>
  async (request: APIRequestContext): Promise<UrlMatcher> =>
    new RegExp(`^${escapeForRegExp(await liveManifest(request, container))}$`);

/** Files of the fragment's live release whose name (the last part of the path) matches. */
export const fragmentFiles =
  (container: string, file: RegExp) =>
  async (request: APIRequestContext): Promise<UrlMatcher> =>
    new RegExp(`^${escapeForRegExp(releaseFolder(await liveManifest(request, container)))}(?:[^?#]*/)?${pathPart(file)}`);

export interface InteractiveRest {
  /** The text of the header's session button: `Anmelden`, or `Abmelden` when logged in. */
  sessionButton: 'Anmelden' | 'Abmelden';
  /** Fragments whose slot must be ready (`data-state="ready"`). */
  readyFragments: readonly string[];
}

/**
 * In the page: whether the rest of the page is usable (the main navigation's first link and the session button shown
 * and enabled, the consent banner's buttons too, the named fragments ready), as the page's `performance.now()` when
 * it is, `false` when not. Passed to the page as it is (no closure).
 */
export function restUsableAt({ sessionButton, readyFragments }: InteractiveRest): number | false {
  // No named helpers inside: tsx (the benchmarks) wraps those in a function the page does not have.
  const consentButtons = [...document.querySelectorAll('section[aria-labelledby="shell-consent-title"] button')];
  const controls = [
    [...document.querySelectorAll('nav[aria-label="Hauptnavigation"] a')].find((element) => element.textContent?.trim() === 'Startseite'),
    [...document.querySelectorAll('header button')].find((element) => element.textContent?.trim() === sessionButton),
    ...consentButtons,
  ];
  const ready =
    consentButtons.length === 2 &&
    controls.every(
      (element) => element instanceof HTMLElement && !element.matches(':disabled') && element.checkVisibility() && element.getBoundingClientRect().width > 0,
    ) &&
    readyFragments.every((fragment) => document.querySelector(`[data-fragment="${fragment}"][data-state="ready"]`) !== null);
  return ready ? performance.now() : false;
}

/**
 * Milliseconds from the navigation's start until the rest of the page is usable (restUsableAt). Checked in the page
 * every 50 ms, so the figure is not stretched by the caller's polling.
 */
export async function timeUntilInteractive(page: Page, rest: InteractiveRest, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(restUsableAt, rest, { polling: 50, timeout: timeoutMs });
  return Math.round((await handle.jsonValue()) as number);
}

/**
 * Milliseconds from the navigation's start until nothing matches `busySelector` any more (the slow part has shown
 * its content or its error state). Checked in the page every 50 ms; resolves later, so several pages can wait at once.
 */
export async function timeUntilSettled(page: Page, busySelector: string, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction((selector) => (document.querySelector(selector) === null ? performance.now() : false), busySelector, {
    polling: 50,
    timeout: timeoutMs,
  });
  return Math.round((await handle.jsonValue()) as number);
}

declare global {
  interface Window {
    /** When the watched loading state first showed (ms from the navigation's start), set by watchLoadingShown. */
    __loadingShownMs?: number;
  }
}

/**
 * From the page's first script on, notes when `busySelector` first matches: the moment the storefront starts
 * waiting for the slow part. A request sent earlier (a preload from the document) does not start its time-out.
 */
export async function watchLoadingShown(page: Page, busySelector: string): Promise<void> {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector) === null) return;
      window.__loadingShownMs = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, busySelector);
}

/** Milliseconds from the navigation's start until the watched loading state first showed, if it has. */
export async function loadingShownMs(page: Page): Promise<number | undefined> {
  const shownMs = await page.evaluate(() => window.__loadingShownMs);
  return shownMs === undefined ? undefined : Math.round(shownMs);
}
