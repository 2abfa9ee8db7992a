/**
 * The document benchmark: how many page documents one shell server answers, with autocannon at 50 connections, for a
 * phone's and a desktop's user agent on `/`, `/eigenmarken` and `/account` (logged out, no cookies). Prints requests
 * per second, the latency's median and p99, the document's size (raw and gzip) and whether it holds a first view.
 * Each measurement comes after a short warm-up at the same load (the first renders of a release are not a
 * shopper's). Figures, not a test: it never fails on them, and it is never part of `npm test`.
 *
 *   npm run bench:document                            # 10 s per route and user agent
 *   npm run bench:document -- --seconds 20 --route /account --connections 50
 */
import os from 'node:os';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { BENCH_ROUTES } from '../support/visits';
import { routeOption, wholeNumberOption } from './perf/options';

/** The user agents measured: Debian chromium's on a Pixel 7 (a phone) and on Linux (a desktop). */
const USER_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
} as const;
const WARM_UP_SECONDS = 3;

interface Options {
  routes: string[];
  seconds: number;
  connections: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', multiple: true },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
    },
  });
  const seconds = wholeNumberOption('seconds', values.seconds);
  const connections = wholeNumberOption('connections', values.connections);
  const routes = (values.route ?? [...BENCH_ROUTES]).map(routeOption);
  return { routes, seconds, connections };
}

async function load(url: string, userAgent: string, seconds: number, connections: number) {
  return autocannon({ url, connections, duration: seconds, headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip, br' } });
}

async function documentOf(url: string, userAgent: string): Promise<{ bytes: number; gzipBytes: number; firstView: boolean }> {
  const response = await fetch(url, { headers: { 'user-agent': userAgent }, signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  return { bytes: Buffer.byteLength(html), gzipBytes: zlib.gzipSync(html).length, firstView: html.includes(`id="${FIRST_VIEW_STATE_ID}"`) };
}

async function main(): Promise<void> {
  const { routes, seconds, connections } = options();
  console.info(`Document benchmark, ${new Date().toString()}: ${connections} connections, ${seconds} s each, on ${os.cpus().length} cores`);
  const stopStorefront = await ensureStorefront();
  const rows: string[][] = [];
  try {
    for (const route of routes) {
      for (const [device, userAgent] of Object.entries(USER_AGENTS)) {
        const url = `${SHELL_URL}${route}`;
        await load(url, userAgent, WARM_UP_SECONDS, connections);
        const loadBefore = os.loadavg()[0]?.toFixed(2) ?? '?';
        const result = await load(url, userAgent, seconds, connections);
        const document = await documentOf(url, userAgent);
        const row = [
          route,
          device,
          String(Math.round(result.requests.average)),
          String(result.latency.p50),
          String(result.latency.p99),
          String(result.non2xx + result.errors + result.timeouts),
          `${(document.bytes / 1024).toFixed(1)} / ${(document.gzipBytes / 1024).toFixed(1)}`,
          document.firstView ? 'yes' : 'no',
          loadBefore,
        ];
        rows.push(row);
        console.info(`  ${row.join('  ')}`);
      }
    }
  } finally {
    await stopStorefront();
  }
  console.info('');
  const headers = ['route', 'user agent', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'document KB (raw / gzip)', 'first view', '1-min load'];
  console.info([headers, headers.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
