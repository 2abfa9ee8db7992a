/**
 * `npm run bench:field` (on demand): what the field figures cost a shell server. In this process, on the deployments
 * root of `npm start` (STOREFRONT_DEPLOYMENTS_ROOT or `deployments/`, built shell): two shell servers, one taking
 * field reports (tokens in its documents, /__rum, /metrics) and one without (the server as it was), each loaded with
 * `--connections` concurrent requests of `/` (a desktop's, no first view) for `--seconds`, in turns; then how long one
 * `POST /__rum` of a genuine report and one `GET /metrics` take inside the server (fastify's inject: no socket).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fieldTokenOfServerTiming, type FieldReport } from '@storefront/contracts';
import { storageFromEnvironment } from '@storefront/deploy';
import { originOf, REPOSITORY_ROOT } from '@storefront/serve';
import { createShellServer } from '@storefront/serve/src/shell-server/shell-server';
import { median } from './perf/stats';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '8' }, rounds: { type: 'string', default: '3' } },
});
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function shellServer(fieldReports: boolean) {
  const storage = storageFromEnvironment(process.env, { originOf: (fragment) => originOf(fragment) });
  if (storage.capabilities.releaseFiles.servedBy !== 'fragment-servers') throw new Error('bench:field runs on the local folder of npm start');
  return createShellServer({
    storage,
    shellDist: path.join(REPOSITORY_ROOT, 'shell', 'dist'),
    allowedOrigins: [],
    readEveryMs: 0,
    configFromBuild: 'if-none',
    firstViews: 'fragment-servers',
    fieldReports,
    log: () => undefined,
  });
}

/** Requests of `/` answered per second with `connections` at once for `seconds`. */
async function throughput(address: string): Promise<number> {
  const until = Date.now() + Number(values.seconds) * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${address}/`, { headers: { 'user-agent': DESKTOP, 'accept-encoding': 'br' } });
        await response.arrayBuffer();
        if (response.ok) answered += 1;
      }
    }),
  );
  return answered / Number(values.seconds);
}

/** Median and 99th percentile of `run`'s time in ms over `count` runs after `count / 10` to warm up. */
async function timed(count: number, run: (index: number) => Promise<void>): Promise<{ median: number; p99: number }> {
  const times: number[] = [];
  for (let index = 0; index < count * 1.1; index += 1) {
    const start = process.hrtime.bigint();
    await run(index);
    if (index >= count / 10) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p99: times[Math.floor(times.length * 0.99)] ?? NaN };
}

async function main(): Promise<void> {
  const withField = await shellServer(true);
  const without = await shellServer(false);
  const addresses = {
    without: await without.server.listen({ port: 0, host: '127.0.0.1' }),
    with: await withField.server.listen({ port: 0, host: '127.0.0.1' }),
  };
  const rates: Record<'with' | 'without', number[]> = { with: [], without: [] };
  for (let round = 0; round < Number(values.rounds); round += 1) {
    // In turns, so both meet the same load of the machine.
    for (const name of ['without', 'with'] as const) rates[name].push(await throughput(addresses[name]));
  }
  console.info(`/ (desktop document), ${values.connections} connections, ${values.seconds} s x ${values.rounds} rounds:`);
  console.info(`  without field reports: ${rates.without.map((rate) => rate.toFixed(0)).join(' / ')} requests/s (median ${median(rates.without).toFixed(0)})`);
  console.info(`  with field reports:    ${rates.with.map((rate) => rate.toFixed(0)).join(' / ')} requests/s (median ${median(rates.with).toFixed(0)})`);

  // Genuine reports: 20 views of each of 110 documents, each taken once.
  const documents = await Promise.all(
    Array.from({ length: 110 }, async () => (await withField.server.inject({ method: 'GET', url: '/account', headers: { 'user-agent': DESKTOP } })).headers),
  );
  const tokens = documents.map((headers) => fieldTokenOfServerTiming(String(headers['server-timing'] ?? '')) ?? '');
  const claims = JSON.parse(Buffer.from(tokens[0]?.split('.')[0] ?? '', 'base64url').toString()) as { releases: FieldReport['releases'] };
  // As a browser sends them: the Web Vitals with a document's first view only, errors with any.
  const report = (index: number): FieldReport => ({
    token: tokens[Math.floor(index / 20)] ?? '',
    view: index % 20,
    path: '/account',
    releases: { shell: claims.releases.shell, 'mf-account-overview': claims.releases['mf-account-overview'], 'mf-tracking': claims.releases['mf-tracking'] },
    errors: [{ fragment: 'mf-account-overview', kind: 'reported' }],
    ...(index % 20 === 0
      ? {
          lcp: { fragment: 'mf-account-overview', value: 812 },
          cls: [
            { fragment: 'shell', value: 0 },
            { fragment: 'mf-account-overview', value: 0.01 },
          ],
          inp: { fragment: 'mf-account-overview', value: 96, scripts: ['mf-account-overview'] },
        }
      : {}),
  });
  const rum = await timed(2000, async (index) => {
    const response = await withField.server.inject({
      method: 'POST',
      url: '/__rum',
      payload: JSON.stringify(report(index)),
      headers: { 'content-type': 'text/plain' },
      // Shoppers from many addresses: one client's share of the once-only store would refuse the rest.
      remoteAddress: `198.51.100.${index % 250}`,
    });
    if (response.statusCode !== 204) throw new Error(`/__rum answered ${response.statusCode}: ${response.body}`);
  });
  const metrics = await timed(500, async () => void (await withField.server.inject({ method: 'GET', url: '/metrics' })));
  console.info(`POST /__rum inside the server: median ${rum.median.toFixed(3)} ms, p99 ${rum.p99.toFixed(3)} ms`);
  console.info(`GET /metrics inside the server: median ${metrics.median.toFixed(3)} ms, p99 ${metrics.p99.toFixed(3)} ms`);
  await withField.stop();
  await without.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
