import type { Browser } from '@playwright/test';
import type { RegistryDocument } from '@storefront/contracts';
import { alternatingShopperIds, CanaryShoppers, forOneShopperInFive } from './canary-shoppers';
import { npmRun, type CommandResult } from './delivery';
import { faultReleaseFolder, onHeadingClick } from './fault-release';

/** The fragment the scenarios' test-only releases are of, and the route shoppers open. */
export const CANARY_FRAGMENT = 'mf-account-overview';
export const CANARY_ROUTE = '/account';
export const FIRST_STEP = 20;
/** The step after the first: the last where the candidate is judged (at 100 % it is promoted). */
const LAST_JUDGED_STEP = 50;
export const SLOW_CLICK_MS = 300;

/**
 * Compressed: 4 s intervals, `minViews` page views per variant before a figure is judged (8 by default). INP and LCP
 * bounds wider than the defaults: on a busy 2-core machine a healthy tap's p75 of 8 views moves by more than 50 ms;
 * 300 ms slower still stands out. Holds: as many as a slow machine needs to gather the page views.
 */
export function compressedRun(minViews = 8): string[] {
  return [
    '--steps',
    `${FIRST_STEP},${LAST_JUDGED_STEP},100`,
    '--interval',
    '4s',
    '--min-views',
    String(minViews),
    '--max-inp-ms',
    '150',
    '--max-lcp-ms',
    '2000',
    '--max-holds',
    '60',
  ];
}

/**
 * Enough for the errors figure of a candidate that throws for its first shopper (2 of their first 4 views, 0.5 where
 * the bound is 0.02) with random ids, where each view of the candidate at 20 % costs about five page views.
 */
export const ERRORS_MIN_VIEWS = 4;

/** The three candidates: test-only releases made of the live release's files with this appended. */
export const CANARY_SCENARIOS = {
  healthy: '/* e2e: a healthy candidate */',
  'throws for one shopper in five': onHeadingClick(CANARY_FRAGMENT, forOneShopperInFive("throw new Error('Testfehler für jeden fünften Kunden');")),
  [`tap ${SLOW_CLICK_MS} ms slower`]: onHeadingClick(CANARY_FRAGMENT, `var start=performance.now();while(performance.now()-start<${SLOW_CLICK_MS});`),
} as const;
export type CanaryScenario = keyof typeof CANARY_SCENARIOS;

export async function liveRelease(origin: string): Promise<string> {
  const registry = (await (await fetch(`${origin}/registry.json`, { signal: AbortSignal.timeout(10_000) })).json()) as RegistryDocument;
  return registry.fragments.mf_account_overview?.release ?? '';
}

/** Stages a test-only release (the live one's files with `fault` appended, `deploy --stage`) and gives its name. */
export async function stageFault(live: string, fault: string): Promise<string> {
  const release = faultReleaseFolder(CANARY_FRAGMENT, live, fault);
  try {
    const result = await npmRun('deploy', CANARY_FRAGMENT, '--stage', '--dist', release.folder);
    const name = /(?:staged|already published as) release (\S+) /.exec(result.stdout)?.[1];
    if (result.code !== 0 || !name) throw new Error(`deploy --stage failed:\n${result.stdout}\n${result.stderr}`);
    return name;
  } finally {
    release.remove();
  }
}

export interface CanaryRunOutcome {
  result: CommandResult;
  shoppers: CanaryShoppers;
  seconds: number;
}

/**
 * `npm run canary -- run` (compressed) judging `candidate` while headless shoppers use both servers, until it decides.
 * `balanced`: every other shopper is one the candidate's first step takes in, the others stay out until the last step,
 * so each step gathers both sides' views at once; random ids (the default) keep the share for the test to judge.
 * `minViews`: the run's minimum of page views per variant (`compressedRun`).
 */
export async function runWithShoppers(
  browser: Browser,
  origins: readonly string[],
  candidate: string,
  { balanced = false, minViews }: { balanced?: boolean; minViews?: number } = {},
): Promise<CanaryRunOutcome> {
  const ids = balanced ? alternatingShopperIds(CANARY_FRAGMENT, candidate, FIRST_STEP, LAST_JUDGED_STEP) : undefined;
  const shoppers = new CanaryShoppers(browser, origins, CANARY_FRAGMENT, CANARY_ROUTE, candidate, ids);
  const started = Date.now();
  const run = npmRun('canary', 'run', CANARY_FRAGMENT, candidate, ...compressedRun(minViews), ...origins.flatMap((origin) => ['--shell', origin]));
  const result = await shoppers.until(run);
  return { result, shoppers, seconds: (Date.now() - started) / 1000 };
}

/** After a scenario: no canary, the release live before it. */
export async function restore(origin: string, live: string): Promise<void> {
  await npmRun('canary', 'abort', CANARY_FRAGMENT, '--reason', 'end of the scenario');
  if ((await liveRelease(origin)) !== live) await npmRun('rollback', CANARY_FRAGMENT, live, '--force');
}
