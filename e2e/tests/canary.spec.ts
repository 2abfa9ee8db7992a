import type { FragmentName } from '@storefront/contracts';
import { readLiveEntry, storageFromEnvironment } from '@storefront/deploy';
import { binomialBounds } from '@storefront/serve/src/canary/binomial';
import { OBJECT_STORE_READ_EVERY_MS } from '@storefront/serve/src/shell-server/live-documents';
import { expect, test } from '../fixtures';
import {
  CANARY_FRAGMENT,
  CANARY_SCENARIOS,
  ERRORS_MIN_VIEWS,
  FIRST_STEP,
  liveRelease,
  restore,
  runWithShoppers,
  SLOW_CLICK_MS,
  stageFault,
} from '../support/canary-scenarios';
import { npmRun } from '../support/delivery';
import { sharedFieldKey, startShellServer, type RunningServer } from '../support/field-servers';

// Issue 40: headless shoppers against two serve:shell servers (one deployment, one field key) while
// `npm run canary -- run` with compressed intervals judges test-only releases of mf-account-overview (its live
// release's files with a fault appended, staged with deploy --stage) from the servers' /metrics.
let shellA: RunningServer;
let shellB: RunningServer;
let initial: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const fieldKey = sharedFieldKey();
  [shellA, shellB] = await Promise.all([startShellServer(fieldKey), startShellServer(fieldKey)]);
  initial = await liveRelease(shellA.origin);
});

test.afterEach(async () => {
  await restore(shellA.origin, initial);
});

test.afterAll(async () => {
  await shellA?.stop();
  await shellB?.stop();
});

const origins = () => [shellA.origin, shellB.origin];

test('a healthy candidate is promoted through every step', async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault(initial, CANARY_SCENARIOS.healthy);
  const { result, shoppers } = await runWithShoppers(browser, origins(), candidate, { balanced: true });
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stdout).toMatch(new RegExp(`at ${FIRST_STEP} %: pass:`));
  expect(result.stdout).toMatch(/at 50 %: pass:/);
  expect(result.stdout).toContain(`${candidate} promoted: live for every shopper`);
  // Sticky: a shopper's pages, on either server, named one release while the canary stayed at one step. A start or a
  // step takes effect on both servers at the time its entry names; the promotion reaches them within one read of each.
  // The shoppers whose pages spanned such a time are not judged here: one out at 20 % may be in at 50 %.
  const history = (await readLiveEntry(storageFromEnvironment(process.env), CANARY_FRAGMENT as FragmentName))?.value.history ?? [];
  const changes = history
    .filter((entry) => entry.release === candidate && entry.action !== 'canary-abort')
    .map((entry) =>
      entry.effectiveAt ? { at: Date.parse(entry.effectiveAt), lagMs: 0 } : { at: Date.parse(entry.at), lagMs: OBJECT_STORE_READ_EVERY_MS + 1_000 },
    );
  const atOneStep = shoppers.visits.filter((visit) => !changes.some(({ at, lagMs }) => at <= visit.until && at + lagMs >= visit.at));
  expect(atOneStep.length, `${atOneStep.length} of ${shoppers.visits.length} shoppers' pages fell within one step`).toBeGreaterThanOrEqual(
    shoppers.visits.length / 2,
  );
  for (const visit of atOneStep) expect(new Set(visit.releases).size, `shopper ${visit.shopper}`).toBe(1);
  await expect.poll(() => liveRelease(shellB.origin)).toBe(candidate);
  expect((await npmRun('releases', CANARY_FRAGMENT)).stdout).toContain(`live: ${candidate}`);
});

test('a candidate that throws for one shopper in five is aborted at the first step; no more shoppers than its share saw it', async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault(initial, CANARY_SCENARIOS['throws for one shopper in five']);
  const { result, shoppers } = await runWithShoppers(browser, origins(), candidate, { minViews: ERRORS_MIN_VIEWS });
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
  expect(result.stdout).toMatch(
    new RegExp(`aborted: out of bounds at ${FIRST_STEP} %: .*share of page views with errors 0\\.\\d{3} vs live 0\\.000 \\(limit 0\\.020\\) OUT OF BOUNDS`),
  );
  expect(result.stdout).not.toMatch(/at 50 %/);
  const saw = shoppers.visits.filter((visit) => visit.releases.includes(candidate)).length;
  const [, most] = binomialBounds(shoppers.visits.length, FIRST_STEP / 100, 0.0005);
  expect(saw, `${saw} of ${shoppers.visits.length} shoppers saw the candidate`).toBeLessThanOrEqual(most);
  await expect.poll(() => liveRelease(shellA.origin)).toBe(initial);
});

test(`a candidate whose tap takes ${SLOW_CLICK_MS} ms more is aborted on INP`, async ({ browser }) => {
  test.setTimeout(600_000);
  const candidate = await stageFault(initial, CANARY_SCENARIOS[`tap ${SLOW_CLICK_MS} ms slower`]);
  const { result } = await runWithShoppers(browser, origins(), candidate, { balanced: true });
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
  expect(result.stdout).toMatch(/aborted: out of bounds at \d+ %: .*p75 INP \d+ ms vs live \d+ ms \(limit \d+ ms\) OUT OF BOUNDS/);
});
