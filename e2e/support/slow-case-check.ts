import { expect, type APIRequestContext, type Browser, type Route } from '@playwright/test';
import { FIRST_VIEW_TIMEOUT_MS } from '@storefront/contracts';
import { HeldClock } from './held-clock';
import { isWaitedFor, MAX_REQUEST_ROUNDS, viewportOf, type SlowCase } from './slow-case';
import { SampleApi } from './sample-api-client';
import { restUsableAt } from './slow-dependencies';
import { loginAs } from './session';
import { SHELL_URL } from './urls';

/**
 * Checks one slow case without depending on how fast the machine is (issue 38). A late dependency's requests are
 * held (never answered while the case runs) and the page's clock stops when the first of them arrives, so the
 * storefront's time-out cannot fire until the test moves time on:
 * - the rest of the page becomes usable while the clock is held: it does not wait for the slow part's time-out;
 * - the slow part shows its loading state meanwhile;
 * - once time is moved on by the time-out (round after round while the part asks for more), the part has settled into
 *   its content or its error state: it waited no longer than its time-out.
 * A broken answer (malformed JSON) needs no clock: the part settles on the answer.
 * How long the rest takes in milliseconds is a figure, measured by `npm run bench:slow-dependencies`.
 */
/**
 * The case's page; for a case checked without the first view, its data late for the shell's server too (the browser's
 * requests never reach the sample API: they are held or answered by the case) and a query of its own, so no document
 * kept with a first view for an earlier request is served.
 */
async function pathToOpen(request: APIRequestContext, slowCase: SlowCase): Promise<string> {
  if (!slowCase.withoutFirstView) return slowCase.path;
  const sampleApi = new SampleApi(request);
  for (const path of slowCase.withoutFirstView) await sampleApi.addFault({ path, method: 'GET', latencyMs: FIRST_VIEW_TIMEOUT_MS * 5 });
  return `${slowCase.path}?slow-case=${Date.now()}`;
}

export async function checkSlowCase(browser: Browser, request: APIRequestContext, slowCase: SlowCase): Promise<void> {
  const context = await browser.newContext({ baseURL: SHELL_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: viewportOf(slowCase) });
  const held: Route[] = [];
  // Once the part has settled, the dependency's later requests (parts further down the page) fail at once: the case
  // has checked its time-out, and the page settles without more rounds of it.
  let holding = true;
  const failHeld = () => Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined)));
  try {
    const page = await context.newPage();
    if (slowCase.loggedIn) await loginAs(page);
    const clock = await HeldClock.install(page);
    let firstHeld: Promise<void> | undefined;
    await page.route(await slowCase.requests(request), (route) => {
      if (!slowCase.answersLate) return slowCase.answer(route);
      if (!holding) return route.abort().catch(() => undefined);
      held.push(route);
      firstHeld ??= clock.hold();
      return undefined;
    });
    await page.goto(await pathToOpen(request, slowCase), { waitUntil: 'commit' });

    if (slowCase.readyFragments) {
      const rest = { sessionButton: slowCase.loggedIn ? 'Abmelden' : 'Anmelden', readyFragments: slowCase.readyFragments } as const;
      await clock.until(
        async () => (await page.evaluate(restUsableAt, rest)) !== false,
        `${slowCase.name}: the rest of the page usable before the slow part's time-out`,
      );
      await slowCase.act?.(page);
    }
    if (!slowCase.answersLate) {
      await expect(page.locator(slowCase.busy), `${slowCase.name}: settled on the broken answer`).toHaveCount(0);
      await slowCase.expectSettled(page);
      return;
    }

    await clock.until(async () => held.some((route) => isWaitedFor(slowCase, new URL(route.request().url()).pathname)), `${slowCase.name}: requested`);
    await firstHeld;
    const busy = page.locator(slowCase.busy);
    await clock.until(async () => (await busy.count()) > 0, `${slowCase.name}: loading state`);
    if (slowCase.statusText) await expect(busy.first()).toContainText(slowCase.statusText);

    for (let round = 1; ; round += 1) {
      const heldBefore = held.length;
      await clock.advance(slowCase.timeoutMs);
      // Settled, or asking for more (the next blocks once failed ones have collapsed), each with its own time-out.
      await clock.until(async () => (await busy.count()) === 0 || held.length > heldBefore, `${slowCase.name}: settled or asked for more after round ${round}`);
      if ((await busy.count()) === 0) break;
      expect(round, `${slowCase.name}: still loading after ${MAX_REQUEST_ROUNDS} rounds of its time-out`).toBeLessThan(MAX_REQUEST_ROUNDS);
    }
    holding = false;
    await failHeld();
    await clock.release();
    await slowCase.expectSettled(page);
  } finally {
    holding = false;
    await failHeld();
    await context.close();
    if (slowCase.withoutFirstView) await new SampleApi(request).clearFaults();
  }
}
