/**
 * `npm run bench:canary` (on demand): the three canary scenarios of tests/canary.spec.ts, measured. Beside a running
 * `npm start` (its deployments root: STOREFRONT_DEPLOYMENTS_ROOT or `deployments/`; its fragment servers serve the
 * releases): two `serve:shell` servers with one field key, headless shoppers (Debian's chromium, a new cookie jar
 * each, two pages on alternating servers, the fragment's heading tapped on each) while `npm run canary -- run`
 * judges a test-only release of mf-account-overview from the servers' /metrics with compressed intervals. Prints
 * the README's table: steps, shoppers per variant, the deciding figures, the decision and the time to it. Leaves
 * the deployment as it found it (no canary, the live release).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REPOSITORY_ROOT } from '@storefront/serve';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { CANARY_SCENARIOS, liveRelease, restore, runWithShoppers, stageFault, type CanaryScenario } from '../support/canary-scenarios';
import { sharedFieldKey, startShellServer } from '../support/field-servers';

process.env.STOREFRONT_DEPLOYMENTS_ROOT ??= path.join(REPOSITORY_ROOT, 'deployments');

/** `mf-account-overview at 20 %: pass: …` lines of the run, in order. */
const VERDICT = /^\S+ at (\d+(?:\.\d+)?) %: (pass|hold|abort): (.*)$/;

async function main(): Promise<void> {
  const fieldKey = sharedFieldKey();
  const servers = await Promise.all([startShellServer(fieldKey), startShellServer(fieldKey)]);
  const origins = servers.map((server) => server.origin);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const live = await liveRelease(origins[0] ?? '');
  const rows: string[][] = [];
  try {
    for (const scenario of Object.keys(CANARY_SCENARIOS) as CanaryScenario[]) {
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
  console.info('\n| candidate | steps judged | shoppers candidate / live | figures of the decision | decision | time to decision |');
  console.info('|---|---|---|---|---|---|');
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
