/**
 * Prints, per route, the JavaScript the browser fetches (raw and gzip bytes), and fails when the homepage with
 * every remote exceeds its gzip budget. Run on demand: `npm run bench:bytes` (starts the storefront if needed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { HOMEPAGE_GZIP_BUDGET_BYTES, recordJavaScript, totals, type ScriptTransfer } from '../support/javascript-bytes';
import { composition } from '../support/javascript-composition';
import { SAMPLE_API_URL, SHELL_URL } from '../support/urls';

const ROUTES = ['/', '/account'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${SAMPLE_API_URL}/__health`)).ok;
  } catch {
    return false;
  }
}

async function ensureStorefront(): Promise<ChildProcess | undefined> {
  if (await isUp()) return undefined;
  const child = spawn('npx', ['tsx', path.resolve(__dirname, '../../shared/serve/src/start-all.ts')], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 120 && !(await isUp()); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

function printRoute(route: string, transfers: ScriptTransfer[]): void {
  console.info(`\n${route}`);
  console.info(`  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file`);
  for (const transfer of [...transfers].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`  ${kb(transfer.rawBytes)} ${kb(transfer.gzipBytes)}  ${transfer.url}`);
  }
  const sum = totals(transfers);
  console.info(`  ${kb(sum.rawBytes)} ${kb(sum.gzipBytes)}  total of ${sum.files} files`);
}

async function printComposition(route: string, transfers: ScriptTransfer[]): Promise<void> {
  console.info(`\n${route} by origin (from the source maps; gzip shared out by raw bytes)`);
  console.info(`  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  origin`);
  for (const row of await composition(transfers)) console.info(`  ${kb(row.rawBytes)} ${kb(row.gzipBytes)}  ${row.origin}`);
}

async function main(): Promise<void> {
  const server = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const summary: { route: string; files: number; rawBytes: number; gzipBytes: number }[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sf_consent_functional', value: '0', url: SHELL_URL }]);
      const page = await context.newPage();
      const collect = recordJavaScript(page);
      await page.goto(`${SHELL_URL}${route}`, { waitUntil: 'networkidle' });
      const transfers = await collect();
      printRoute(route, transfers);
      await printComposition(route, transfers);
      summary.push({ route, ...totals(transfers) });
      await context.close();
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
  console.info('\nroute        files    raw KB   gzip KB');
  for (const row of summary) console.info(`${row.route.padEnd(12)} ${String(row.files).padStart(5)} ${kb(row.rawBytes)} ${kb(row.gzipBytes)}`);
  const homepage = summary.find((row) => row.route === '/');
  if (homepage && homepage.gzipBytes > HOMEPAGE_GZIP_BUDGET_BYTES) {
    console.error(`\nBudget exceeded: / loads ${kb(homepage.gzipBytes)} KB gzip of JavaScript (budget ${kb(HOMEPAGE_GZIP_BUDGET_BYTES)} KB)`);
    process.exitCode = 1;
  }
}

void main();
