import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fieldTokenOfServerTiming, type FieldReport, type RegistryDocument } from '@storefront/contracts';
import { deploy, LocalFolderStorage, publishBuild, readLiveEntry } from '@storefront/deploy';
import { fakeBuild, SHELL } from '@storefront/deploy/test/fake-build';
import { DEFAULT_BOUNDS, withMinimum } from '../src/canary/canary-judge';
import { runCanary } from '../src/canary/canary-run';
import { metricsEndpointWindows } from '../src/field/field-figures';
import { createShellServer, type ShellServer } from '../src/shell-server/shell-server';
import { SHOPPER_COOKIE } from '../src/variants/canary-assignment';

const REPOSITORY = path.join(__dirname, '../../..');
const FRAGMENT = 'mf-account-overview';
/** Compressed for a test: 20 page views (and 20 samples of a vital) per variant before a figure is judged. */
const BOUNDS = withMinimum(DEFAULT_BOUNDS, 20);

let root: string;
let storage: LocalFolderStorage;
let servers: Array<{ shell: ShellServer; origin: string }>;
let live: string;
let candidate: string;
let round = 0;
let warnings: jest.SpiedFunction<typeof console.warn>;

beforeEach(async () => {
  // The fake releases have no first-view server: the servers serve each document without one and log that, which is
  // all they may log here (hundreds of page views would otherwise print it each time).
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-run-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>',
  );
  fs.copyFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), path.join(dist, 'storefront-config.json'));
  fs.writeFileSync(path.join(dist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: SHELL }));
  storage = new LocalFolderStorage({ root: path.join(root, 'deployments') });
  const build = () => Promise.reject(new Error('built folders only'));
  live = (await deploy({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'live' }), build })).record.release;
  candidate = (await publishBuild(storage, FRAGMENT, fakeBuild(root, FRAGMENT, { content: 'candidate' }))).record.release;
  // Two shell servers on one storage, each taking the reports of the pages it served.
  servers = await Promise.all(
    [0, 1].map(async () => {
      const shell = await createShellServer({
        storage,
        shellDist: dist,
        allowedOrigins: [],
        readEveryMs: 0,
        configFromBuild: 'follow',
        firstViews: 'fragment-servers',
        log: () => undefined,
      });
      await shell.server.listen({ port: 0, host: '127.0.0.1' });
      return { shell, origin: `http://127.0.0.1:${(shell.server.server.address() as AddressInfo).port}` };
    }),
  );
});

afterEach(async () => {
  await Promise.all(servers.map(({ shell }) => shell.stop()));
  fs.rmSync(root, { recursive: true, force: true });
  const others = warnings.mock.calls
    .map(([message]) => String(message))
    .filter((message) => !/^First view of \/account from .*; served without$/.test(message));
  warnings.mockRestore();
  expect(others).toEqual([]);
});

type Behaviour = (release: string, shopper: number) => Pick<FieldReport, 'errors' | 'inp'>;

/** A page view of one shopper: the document from one server, its report to the same server, as a page sends it. */
async function view(origin: string, shopper: string, index: number, behaviour: Behaviour): Promise<void> {
  const served = await fetch(`${origin}/account`, { headers: { cookie: `${SHOPPER_COOKIE}=${shopper}` }, signal: AbortSignal.timeout(10_000) });
  const html = await served.text();
  const registry = JSON.parse(/<script type="application\/json" id="storefront-registry"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as RegistryDocument;
  const token = fieldTokenOfServerTiming(served.headers.get('server-timing') ?? undefined) ?? '';
  const release = registry.fragments.mf_account_overview?.release ?? '';
  const report: FieldReport = { token, view: 0, path: '/account', releases: { [FRAGMENT]: release }, ...behaviour(release, index) };
  const answer = await fetch(`${origin}/__rum`, {
    method: 'POST',
    body: JSON.stringify(report),
    headers: { 'content-type': 'text/plain' },
    signal: AbortSignal.timeout(10_000),
  });
  if (answer.status !== 204) throw new Error(`report refused: ${await answer.text()}`);
}

/** An interval of traffic: 60 shoppers (fresh ids, the same in every run), two pages each on alternating servers. */
function traffic(behaviour: Behaviour) {
  return async () => {
    round += 1;
    const shoppers = Array.from({ length: 60 }, (_, index) =>
      createHash('sha256').update(`round ${round} shopper ${index}`).digest().subarray(0, 16).toString('base64url'),
    );
    for (const [index, shopper] of shoppers.entries()) {
      for (const page of [0, 1]) await view(servers[(index + page) % 2]?.origin ?? '', shopper, index, behaviour);
    }
  };
}

const run = (behaviour: Behaviour | undefined, maxHolds = 3) =>
  runCanary({
    storage,
    fragment: FRAGMENT,
    release: candidate,
    steps: [20, 50, 100],
    intervalMs: 1,
    // These servers read the entries for every request: a step takes effect when written.
    switchLeadMs: 0,
    figures: metricsEndpointWindows(servers.map(({ origin }) => `${origin}/metrics`)),
    bounds: BOUNDS,
    maxHolds,
    log: () => undefined,
    wait: behaviour ? traffic(behaviour) : async () => undefined,
  });

const healthy: Behaviour = () => ({ errors: [], inp: { fragment: FRAGMENT, value: 96, scripts: [] } });

describe('canary run against two real shell servers', () => {
  it('promotes a healthy candidate through every step', async () => {
    const result = await run(healthy);
    expect(result.outcome).toBe('promoted');
    expect(result.steps.map((step) => [step.percent, step.verdict.decision])).toEqual([
      [20, 'pass'],
      [50, 'pass'],
    ]);
    const entry = (await readLiveEntry(storage, FRAGMENT))?.value;
    expect(entry?.release).toBe(candidate);
    expect(entry?.history.slice(-3).map((change) => [change.action, change.percent])).toEqual([
      ['canary-start', 20],
      ['canary-step', 50],
      ['promote', undefined],
    ]);
  }, 120_000);

  it('aborts at once, at the first step, a candidate that throws for one shopper in five, with the figures in the reason', async () => {
    const result = await run((release, shopper) => ({
      ...healthy(release, shopper),
      errors: release === candidate && shopper % 5 === 0 ? [{ fragment: FRAGMENT, kind: 'uncaught' }] : [],
    }));
    expect(result.outcome).toBe('aborted');
    // Held while the candidate had too few page views, aborted with the first verdict that had them.
    expect(result.steps.every((step) => step.percent === 20)).toBe(true);
    expect(result.steps.map((step) => step.verdict.decision).filter((decision) => decision !== 'hold')).toEqual(['abort']);
    expect(result.reason).toMatch(
      /^out of bounds at 20 %: page views: candidate \d+, live \d+; share of page views with errors 0\.\d{3} vs live 0\.000 \(limit 0\.020\) OUT OF BOUNDS/,
    );
    const entry = (await readLiveEntry(storage, FRAGMENT))?.value;
    expect(entry?.release).toBe(live);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.at(-1)).toMatchObject({
      action: 'canary-abort',
      release: candidate,
      reason: result.reason,
      figures: { pageViews: expect.any(Object) },
    });
  }, 120_000);

  it('aborts a candidate whose taps take 300 ms more on INP', async () => {
    const result = await run((release) => ({ errors: [], inp: { fragment: FRAGMENT, value: release === candidate ? 396 : 96, scripts: [] } }));
    expect(result.outcome).toBe('aborted');
    expect(result.reason).toMatch(/p75 INP \d+ ms vs live \d+ ms \(limit \d+ ms\) OUT OF BOUNDS/);
  }, 120_000);

  it('holds without traffic and says so; no promotion without evidence', async () => {
    const result = await run(undefined, 2);
    expect(result.outcome).toBe('aborted');
    expect(result.steps.map((step) => step.verdict.decision)).toEqual(['hold', 'hold']);
    expect(result.reason).toBe(
      'no evidence after 2 intervals at 20 % (no promotion without it): too little traffic to judge (page views: candidate 0, live 0; 20 each needed)',
    );
    expect((await readLiveEntry(storage, FRAGMENT))?.value.release).toBe(live);
  }, 60_000);
});
