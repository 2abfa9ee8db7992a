/**
 * The slow-dependency figures (issue 15): for each case of support/slow-dependency-cases.ts, one dependency answering
 * after 10 s or with broken JSON, loads the page in real time and records when the rest of the page was usable (the
 * target: within 3 s of the navigation's start) and when the slow part settled, from the navigation's start and from
 * its last request (the storefront's time-out).
 *
 *   npm run bench:slow-dependencies                   # every case, 3 loads each
 *   npm run bench:slow-dependencies -- --runs 1 --only account
 *
 * Figures, not a test: `npm test` checks the same rules with the page's clock held (slow-dependencies.spec.ts), which
 * does not depend on how busy the machine is. Run this on a quiet machine.
 */
import { parseArgs } from 'node:util';
import { chromium, type APIRequestContext, type Browser, request as playwrightRequest } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { loginAs } from '../support/session';
import { INTERACTIVE_WITHIN_MS, isWaitedFor, MAX_REQUEST_ROUNDS, viewportOf, type SlowCase } from '../support/slow-case';
import { ALL_SLOW_CASES } from '../support/slow-dependency-cases';
import { loadingShownMs, SLOW_ANSWER_MS, timeUntilInteractive, timeUntilSettled, watchLoadingShown } from '../support/slow-dependencies';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { median } from './perf/stats';
import { wholeNumberOption } from './perf/options';

interface Load {
  interactiveMs: number | undefined;
  settledMs: number;
  /** From the last request the part waited for (or its loading state showing, if later) until it settled. */
  waitedMs: number;
}

async function loadOnce(browser: Browser, request: APIRequestContext, slowCase: SlowCase): Promise<Load> {
  const context = await browser.newContext({ baseURL: SHELL_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: viewportOf(slowCase) });
  try {
    const page = await context.newPage();
    if (slowCase.loggedIn) await loginAs(page);
    await watchLoadingShown(page, slowCase.busy);
    const requestsStarted: { at: number; path: string }[] = [];
    await page.route(await slowCase.requests(request), (route) => {
      requestsStarted.push({ at: Date.now(), path: new URL(route.request().url()).pathname });
      return slowCase.answer(route);
    });
    await page.goto(slowCase.path, { waitUntil: 'commit' });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    let interactiveMs: number | undefined;
    if (slowCase.readyFragments) {
      const rest = { sessionButton: slowCase.loggedIn ? 'Abmelden' : 'Anmelden', readyFragments: slowCase.readyFragments } as const;
      interactiveMs = await timeUntilInteractive(page, rest, SLOW_ANSWER_MS);
      await slowCase.act?.(page);
    }
    const settledMs = await timeUntilSettled(page, slowCase.busy, MAX_REQUEST_ROUNDS * slowCase.timeoutMs + SLOW_ANSWER_MS);
    const waitedFor = requestsStarted.filter(({ at, path }) => at - timeOrigin <= settledMs && isWaitedFor(slowCase, path));
    const requestMs = waitedFor.length > 0 ? Math.max(...waitedFor.map(({ at }) => at)) - timeOrigin : 0;
    const waitedMs = Math.round(settledMs - Math.max(requestMs, (await loadingShownMs(page)) ?? 0));
    return { interactiveMs, settledMs, waitedMs };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } } });
  const runs = wholeNumberOption('runs', values.runs);
  const cases = ALL_SLOW_CASES.filter((slowCase) => !values.only || slowCase.name.includes(values.only));
  const stopStorefront = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const request = await playwrightRequest.newContext();
  const rows: string[][] = [['case', 'viewport', 'rest usable ms (median)', `<= ${INTERACTIVE_WITHIN_MS}`, 'settled ms', 'waited ms', 'time-out ms', 'note']];
  try {
    for (const slowCase of cases) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, request, slowCase));
      const interactive = loads.flatMap(({ interactiveMs }) => (interactiveMs === undefined ? [] : [interactiveMs]));
      const interactiveMedian = interactive.length > 0 ? Math.round(median(interactive)) : undefined;
      rows.push([
        slowCase.name,
        slowCase.phone ? 'phone' : 'desktop',
        interactiveMedian === undefined ? '-' : String(interactiveMedian),
        interactiveMedian === undefined ? '-' : interactiveMedian <= INTERACTIVE_WITHIN_MS ? 'yes' : 'NO',
        String(Math.round(median(loads.map(({ settledMs }) => settledMs)))),
        String(Math.round(median(loads.map(({ waitedMs }) => waitedMs)))),
        String(slowCase.timeoutMs),
        slowCase.knownGap ?? '',
      ]);
      console.info(`${slowCase.name}: done`);
    }
  } finally {
    await request.dispose();
    await browser.close();
    await stopStorefront();
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.info(
    rows
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
