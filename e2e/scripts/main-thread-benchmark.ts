/**
 * The main-thread benchmark: loads a route on an emulated phone (Pixel 7 viewport and touch) with the CPU really
 * slowed down 4x (DevTools throttling, not Lighthouse's simulation) and records the browser's long tasks for a few
 * seconds. Prints each load's blocking time (the part of every task over 50 ms, summed, as TBT counts it), its
 * longest tasks and its LCP, then the medians. On a busy 2-core machine Lighthouse's simulated TBT swings by a factor
 * of two between runs; this measures the same thing directly and settles a change within 9 loads.
 *
 *   npm run bench:main-thread                       # 9 loads of /, first visit
 *   npm run bench:main-thread -- --route /eigenmarken --runs 5 --visit returning
 *   npm run bench:main-thread -- --cpu-slowdown 8          # a slower phone, or this host as slow as a slower one
 *
 * Figures, not a test: it never fails on them, and it is never part of `npm test`.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { VISITS, type Visit } from '../support/visits';
import { median } from './perf/stats';

/** As Lighthouse's mobile preset slows the CPU down; `--cpu-slowdown N` for a host faster than it assumes. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** Long enough for the first screen's blocks and their data at 4x; the tasks after it are the shopper's. */
const OBSERVE_MS = 7000;
/** A task blocks input for what it runs over this (the TBT definition). */
const BLOCKING_THRESHOLD_MS = 50;

interface Load {
  blockingMs: number;
  longTasks: { startMs: number; durationMs: number }[];
  lcpMs: number | undefined;
}

function options(): { route: string; runs: number; visit: Visit; cpuSlowdown: number } {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', default: '/' },
      runs: { type: 'string', default: '9' },
      visit: { type: 'string', default: 'first' },
      'cpu-slowdown': { type: 'string', default: String(DEFAULT_CPU_SLOWDOWN) },
    },
  });
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown takes a number from 1, not ${values['cpu-slowdown']}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number from 1, not ${values.runs}`);
  if (!values.route.startsWith('/')) throw new Error(`--route takes a path starting with /, not ${values.route}`);
  const visit = VISITS.find((candidate) => candidate.kind === values.visit);
  if (!visit) throw new Error(`--visit takes ${VISITS.map((candidate) => candidate.kind).join(' or ')}, not ${values.visit}`);
  return { route: values.route, runs, visit, cpuSlowdown };
}

async function measureLoad(browser: Browser, route: string, visit: Visit, cpuSlowdown: number): Promise<Load> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addCookies(visit.cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      Object.assign(window, { __longTasks: seen });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push([entry.startTime, entry.duration]))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(`${SHELL_URL}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(OBSERVE_MS);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number | undefined>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(undefined), 1000);
        }),
    );
    const longTasks = tasks.map(([startMs, durationMs]) => ({ startMs, durationMs }));
    const blockingMs = longTasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - BLOCKING_THRESHOLD_MS), 0);
    return { blockingMs, longTasks, lcpMs };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const { route, runs, visit, cpuSlowdown } = options();
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');
  console.info(`Main thread of ${route} (${visit.label}), ${runs} loads at ${cpuSlowdown}x CPU slowdown${cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? '' : ' (not the mobile preset)'}, Pixel 7 emulation`);
  console.info(`load average (1 / 5 / 15 min) at the start: ${load()} on ${os.cpus().length} cores`);
  const stopStorefront = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const loads: Load[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const measured = await measureLoad(browser, route, visit, cpuSlowdown);
      loads.push(measured);
      const longest = [...measured.longTasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 4);
      console.info(
        `  load ${run}: blocking ${ms(measured.blockingMs)}, ${measured.longTasks.length} long tasks, LCP ${measured.lcpMs === undefined ? '-' : ms(measured.lcpMs)}; ` +
          `longest ${longest.map((task) => `${ms(task.durationMs)} at ${ms(task.startMs)}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await stopStorefront();
  }
  const lcps = loads.flatMap((measured) => (measured.lcpMs === undefined ? [] : [measured.lcpMs]));
  console.info(
    `\nmedian: blocking ${ms(median(loads.map((measured) => measured.blockingMs)))}, ` +
      `${median(loads.map((measured) => measured.longTasks.length))} long tasks, LCP ${lcps.length > 0 ? ms(median(lcps)) : '-'}`,
  );
  console.info(`load average at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
