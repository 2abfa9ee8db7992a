/**
 * Prints the JavaScript a touch phone fetches per route and visit (raw and gzip bytes per file, before any scroll
 * and after scrolling to the end), what `/`'s JavaScript is made of, and a summary; fails when `/` exceeds either
 * gzip budget or misses a block type of the sample layout after the scroll. Run on demand: `npm run bench:bytes`
 * (starts the storefront if none answers).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import {
  AFTER_SCROLL_GZIP_BUDGET_BYTES,
  INITIAL_GZIP_BUDGET_BYTES,
  measureJavaScript,
  totals,
  type JavaScriptOfVisit,
  type ScriptTransfer,
} from '../support/javascript-bytes';
import { composition } from '../support/javascript-composition';
import { ensureStorefront } from '../support/storefront-server';
import { BENCH_ROUTES, VISITS } from '../support/visits';
import { byteBudgetMisses } from './perf/targets';

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function printFiles(measurement: JavaScriptOfVisit): void {
  const initialUrls = new Set(measurement.initial.map((transfer) => transfer.url));
  console.info(`\n${measurement.route}, ${measurement.visit.label} (touch phone 390x844)`);
  console.info(`  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  when          file`);
  for (const transfer of [...measurement.afterScroll].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const when = initialUrls.has(transfer.url) ? 'initial' : 'after scroll';
    console.info(`  ${kb(transfer.rawBytes)} ${kb(transfer.gzipBytes)}  ${when.padEnd(12)}  ${transfer.url}`);
  }
  for (const [name, transfers] of [
    ['initial', measurement.initial],
    ['after scroll', measurement.afterScroll],
  ] as const) {
    const sum = totals(transfers);
    console.info(`  ${kb(sum.rawBytes)} ${kb(sum.gzipBytes)}  ${name.padEnd(12)}  total of ${sum.files} files`);
  }
}

async function printComposition(title: string, transfers: ScriptTransfer[]): Promise<void> {
  console.info(`\n${title} by origin (from the source maps; gzip shared out by raw bytes)`);
  console.info(`  ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  origin`);
  for (const row of await composition(transfers)) console.info(`  ${kb(row.rawBytes)} ${kb(row.gzipBytes)}  ${row.origin}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true } } });
  const routes = values.route ?? [...BENCH_ROUTES];
  const stopStorefront = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const measurements: JavaScriptOfVisit[] = [];
  try {
    for (const route of routes) {
      for (const visit of VISITS) {
        const measurement = await measureJavaScript(browser, route, visit);
        measurements.push(measurement);
        printFiles(measurement);
        if (route === '/' && visit === VISITS[0]) {
          await printComposition(`${route}, ${visit.label}, initial`, measurement.initial);
          await printComposition(`${route}, ${visit.label}, after scroll`, measurement.afterScroll);
        }
      }
    }
  } finally {
    await browser.close();
    await stopStorefront();
  }

  console.info('\nroute          visit           files  initial gzip KB  after scroll gzip KB  (touch phone 390x844)');
  for (const { route, visit, initial, afterScroll } of measurements) {
    const all = totals(afterScroll);
    console.info(
      `${route.padEnd(14)} ${visit.label.padEnd(15)} ${String(all.files).padStart(5)} ${kb(totals(initial).gzipBytes).padStart(16)} ${kb(all.gzipBytes).padStart(21)}`,
    );
  }
  console.info(
    `\nBudget on /: ${(INITIAL_GZIP_BUDGET_BYTES / 1024).toFixed(0)} KB gzip before any scroll, ${(AFTER_SCROLL_GZIP_BUDGET_BYTES / 1024).toFixed(0)} KB gzip after scrolling to the end`,
  );
  const misses = measurements.flatMap((measurement) =>
    byteBudgetMisses({
      route: measurement.route,
      initialGzipBytes: totals(measurement.initial).gzipBytes,
      afterScrollGzipBytes: totals(measurement.afterScroll).gzipBytes,
      missingContentTypes: measurement.missingContentTypes,
    }).map((miss) => `${measurement.route}, ${measurement.visit.label}: ${miss}`),
  );
  for (const miss of misses) console.error(`Budget missed: ${miss}`);
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
