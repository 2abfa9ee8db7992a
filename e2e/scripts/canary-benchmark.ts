/**
 * `npm run bench:canary` (on demand): the three canary scenarios of tests/canary.spec.ts, measured. Beside a running
 * `npm start` (its deployments root: STOREFRONT_DEPLOYMENTS_ROOT or `deployments/`; its fragment servers serve the
 * releases): two `serve:shell` servers with one field key, headless shoppers (Debian's chromium, a new cookie jar
 * each, two pages on alternating servers, the fragment's heading tapped on each) while `npm run canary -- run`
 * judges a test-only release of mf-account-overview from the servers' /metrics with compressed intervals. Prints
 * the table in docs/delivery-and-storage.md: steps, shoppers per variant, the deciding figures, the decision and the time to it. Before
 * that, what the assignment costs a document: `/` answered per second by one serve:shell server without a canary and
 * with one running at 50 % (shoppers with an id cookie), in turns. Leaves the deployment as it found it (no canary,
 * the live release).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { REPOSITORY_ROOT } from '@storefront/serve';
import { CANARY_SWITCH_LEAD_MS } from '@storefront/deploy';
import { SHOPPER_COOKIE } from '@storefront/serve/src/variants/canary-assignment';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { CANARY_SCENARIOS, liveRelease, restore, runWithShoppers, stageFault, type CanaryScenario } from '../support/canary-scenarios';
import { sharedFieldKey, startShellServer } from '../support/field-servers';
import { npmRun } from '../support/delivery';
import { median } from './perf/stats';
import { CANARY_FRAGMENT } from '../support/canary-scenarios';

process.env.STOREFRONT_DEPLOYMENTS_ROOT ??= path.join(REPOSITORY_ROOT, 'deployments');

/** `mf-account-overview at 20 %: pass: …` lines of the run, in order. */
const VERDICT = /^\S+ at (\d+(?:\.\d+)?) %: (pass|hold|abort): (.*)$/;

/** `--document-only`: the document's cost alone, no scenarios. */
const { values: options } = parseArgs({ options: { 'document-only': { type: 'boolean', default: false } } });
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const RATE_SECONDS = 5;
const RATE_ROUNDS = 3;

/** Documents of `/` answered per second, 4 at a time, each request a different shopper (an id cookie when given). */
async function documentRate(origin: string, withShopperIds: boolean): Promise<number> {
  const until = Date.now() + RATE_SECONDS * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      while (Date.now() < until) {
        const id = Buffer.from(`bench-${lane}-${answered}-${Date.now()}`).toString('base64url').padEnd(22, 'x').slice(0, 22);
        const headers: Record<string, string> = { 'user-agent': DESKTOP, 'accept-encoding': 'br' };
        if (withShopperIds) headers.cookie = `${SHOPPER_COOKIE}=${id}`;
        const response = await fetch(`${origin}/`, { headers, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.ok) answered += 1;
      }
    }),
  );
  return answered / RATE_SECONDS;
}

/** `/` per second without a canary and with one at 50 %, in turns (both meet the same load of the machine). */
async function documentCost(origin: string, live: string): Promise<void> {
  const candidate = await stageFault(live, CANARY_SCENARIOS.healthy);
  const rates = { without: [] as number[], with: [] as number[] };
  try {
    for (let round = 0; round < RATE_ROUNDS; round += 1) {
      rates.without.push(await documentRate(origin, false));
      const started = await npmRun('canary', 'start', CANARY_FRAGMENT, candidate, '--percent', '50', '--reason', 'bench:canary document cost');
      if (started.code !== 0) throw new Error(started.stderr);
      // The share takes effect on every server CANARY_SWITCH_LEAD_MS after the start is written.
      await new Promise((resolve) => setTimeout(resolve, CANARY_SWITCH_LEAD_MS + 500));
      rates.with.push(await documentRate(origin, true));
      await npmRun('canary', 'abort', CANARY_FRAGMENT, '--reason', 'bench:canary document cost');
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    }
  } finally {
    await restore(origin, live);
  }
  const line = (values: number[]) => `${values.map((value) => value.toFixed(0)).join(' / ')} per second (median ${median(values).toFixed(0)})`;
  console.info(`/ on one serve:shell server, 4 at a time, ${RATE_SECONDS} s x ${RATE_ROUNDS} rounds:`);
  console.info(`  no canary:                          ${line(rates.without)}`);
  console.info(`  a canary at 50 %, every request a shopper: ${line(rates.with)}`);
}

async function main(): Promise<void> {
  const fieldKey = sharedFieldKey();
  const servers = await Promise.all([startShellServer(fieldKey), startShellServer(fieldKey)]);
  const origins = servers.map((server) => server.origin);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const live = await liveRelease(origins[0] ?? '');
  const rows: string[][] = [];
  try {
    await documentCost(origins[0] ?? '', live);
    for (const scenario of options['document-only'] ? [] : (Object.keys(CANARY_SCENARIOS) as CanaryScenario[])) {
      const candidate = await stageFault(live, CANARY_SCENARIOS[scenario]);
      try {
        const { result, shoppers, seconds } = await runWithShoppers(browser, origins, candidate);
        const verdicts = result.stdout.split('\n').flatMap((line) => {
          const match = VERDICT.exec(line.trim());
          return match ? [{ percent: match[1], decision: match[2], summary: match[3] ?? '' }] : [];
        });
        const steps = [...new Set(verdicts.map((verdict) => `${verdict.percent} %`))].join(' → ');
        const onCandidate = shoppers.visits.filter((visit) => visit.releases.includes(candidate)).length;
        const deciding = verdicts.at(-1)?.summary ?? result.stderr.trim();
        rows.push([
          scenario,
          steps,
          `${onCandidate} / ${shoppers.visits.length - onCandidate}`,
          deciding.replace(/\|/g, '/'),
          result.code === 0 ? 'promoted (exit 0)' : `aborted (exit ${result.code})`,
          `${seconds.toFixed(0)} s (${verdicts.length} judgements)`,
        ]);
        console.info(`${scenario}: ${rows.at(-1)?.join(' | ')}`);
      } finally {
        await restore(origins[0] ?? '', live);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  if (rows.length === 0) return;
  console.info('\n| candidate | steps judged | shoppers candidate / live | figures of the decision | decision | time to decision |');
  console.info('|---|---|---|---|---|---|');
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
