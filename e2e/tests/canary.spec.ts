import type { Browser } from '@playwright/test';
import type { RegistryDocument } from '@storefront/contracts';
import { binomialBounds } from '@storefront/serve/src/canary/binomial';
import { expect, test } from '../fixtures';
import { CanaryShoppers, forOneShopperInFive } from '../support/canary-shoppers';
import { npmRun } from '../support/delivery';
import { faultReleaseFolder, onHeadingClick } from '../support/fault-release';
import { sharedFieldKey, startShellServer, type RunningServer } from '../support/field-servers';

// Issue 40: headless shoppers against two serve:shell servers (one deployment, one field key); `npm run canary -- run`
// with compressed intervals judges test-only releases of mf-account-overview (its live release's files with a fault
// appended, staged with deploy --stage) from the servers' /metrics.
const FRAGMENT = 'mf-account-overview';
const ROUTE = '/account';
const FIRST_STEP = 20;
/**
 * Compressed: 4 s intervals, 8 page views per variant before a figure is judged. INP and LCP bounds wider than the
 * defaults: on a busy 2-core machine a healthy tap's p75 of 8 views moves by more than 50 ms; 300 ms slower still
 * stands out. Holds: as many as a slow machine needs to gather the page views.
 */
const RUN_OPTIONS = ['--steps', `${FIRST_STEP},50,100`, '--interval', '4s', '--min-views', '8', '--max-inp-ms', '150', '--max-lcp-ms', '2000', '--max-holds', '60'];
const SLOW_CLICK_MS = 300;

let shellA: RunningServer;
let shellB: RunningServer;
let initial: string;

test.describe.configure({ mode: 'serial' });

async function liveRelease(origin: string): Promise<string> {
  const registry = (await (await fetch(`${origin}/registry.json`)).json()) as RegistryDocument;
  return registry.fragments.mf_account_overview?.release ?? '';
}

/** Stages a test-only release (the live one's files with `fault` appended) and gives its name. */
async function stageFault(fault: string): Promise<string> {
  const release = faultReleaseFolder(FRAGMENT, initial, fault);
  try {
    const result = await npmRun('deploy', FRAGMENT, '--stage', '--dist', release.folder);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    return /(?:staged|already published as) release (\S+) /.exec(result.stdout)?.[1] ?? '';
  } finally {
    release.remove();
  }
}

async function canaryRun(browser: Browser, candidate: string) {
  const shoppers = new CanaryShoppers(browser, [shellA.origin, shellB.origin], FRAGMENT, ROUTE);
  const started = Date.now();
  const run = npmRun('canary', 'run', FRAGMENT, candidate, ...RUN_OPTIONS, '--shell', shellA.origin, '--shell', shellB.origin);
  const result = await shoppers.until(run);
  return { result, shoppers, seconds: (Date.now() - started) / 1000 };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const fieldKey = sharedFieldKey();
  [shellA, shellB] = await Promise.all([startShellServer(fieldKey), startShellServer(fieldKey)]);
  initial = await liveRelease(shellA.origin);
});

test.afterEach(async () => {
  // Whatever a test left: no canary, the release live before it.
  await npmRun('canary', 'abort', FRAGMENT, '--reason', 'end of test');
  if ((await liveRelease(shellA.origin)) !== initial) await npmRun('rollback', FRAGMENT, initial, '--force');
});

test.afterAll(async () => {
  await shellA?.stop();
  await shellB?.stop();
});

test('a healthy candidate is promoted through every step', async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault('/* e2e: a healthy candidate */');
  const { result, shoppers } = await canaryRun(browser, candidate);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stdout).toMatch(new RegExp(`at ${FIRST_STEP} %: pass:`));
  expect(result.stdout).toMatch(/at 50 %: pass:/);
  expect(result.stdout).toContain(`${candidate} promoted: live for every shopper`);
  // Sticky: a shopper's pages, on either server, named one release.
  for (const visit of shoppers.visits) expect(new Set(visit.releases).size, `shopper ${visit.shopper}`).toBe(1);
  await expect.poll(() => liveRelease(shellB.origin)).toBe(candidate);
  const releases = await npmRun('releases', FRAGMENT);
  expect(releases.stdout).toContain(`live: ${candidate}`);
});

test('a candidate that throws for one shopper in five is aborted at the first step; no more shoppers than its share saw it', async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault(onHeadingClick(FRAGMENT, forOneShopperInFive("throw new Error('Testfehler für jeden fünften Kunden');")));
  const { result, shoppers } = await canaryRun(browser, candidate);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
  expect(result.stdout).toMatch(new RegExp(`aborted: out of bounds at ${FIRST_STEP} %: .*errors per page view 0\\.\\d{3} vs live 0\\.000 \\(limit 0\\.020\\) OUT OF BOUNDS`));
  expect(result.stdout).not.toMatch(/at 50 %/);
  const saw = shoppers.visits.filter((visit) => visit.releases.includes(candidate)).length;
  const [, most] = binomialBounds(shoppers.visits.length, FIRST_STEP / 100, 0.0005);
  expect(saw, `${saw} of ${shoppers.visits.length} shoppers saw the candidate`).toBeLessThanOrEqual(most);
  await expect.poll(() => liveRelease(shellA.origin)).toBe(initial);
});

test(`a candidate whose tap takes ${SLOW_CLICK_MS} ms more is aborted on INP`, async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault(onHeadingClick(FRAGMENT, `var start=performance.now();while(performance.now()-start<${SLOW_CLICK_MS});`));
  const { result } = await canaryRun(browser, candidate);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
  expect(result.stdout).toMatch(/aborted: out of bounds at \d+ %: .*p75 INP \d+ ms vs live \d+ ms \(limit \d+ ms\) OUT OF BOUNDS/);
});
