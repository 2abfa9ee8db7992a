import type { Browser } from '@playwright/test';
import { median } from './stats';

/**
 * Lighthouse's benchmark index of the phones the storefront is measured for: a low-end Android phone, as many
 * shoppers' are (issue 41). Lighthouse's mobile preset assumes a 4x slower CPU than the host, which on a host of
 * index ~1,100 is this phone, on a faster one a better phone than that.
 */
export const LOW_END_PHONE_INDEX = 275;

/** How often the index is measured (its median is taken): one measurement swings with the machine's load. */
const MEASUREMENTS = 3;

/**
 * The host's Lighthouse benchmark index (Lighthouse's own page function, which it runs before each audit), measured
 * in a blank page of `browser` without throttling: the median of a few measurements.
 */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  // Lighthouse is an ES module; its page functions are self-contained, so Playwright can run one in a page.
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  const page = await browser.newPage();
  try {
    const indexes: number[] = [];
    for (let run = 0; run < MEASUREMENTS; run += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(indexes);
  } finally {
    await page.close();
  }
}

/** The CPU slowdown that makes a host of `hostIndex` as fast as a device of `deviceIndex` (never faster than the host). */
export function cpuSlowdownFor(hostIndex: number, deviceIndex: number): number {
  return Math.max(1, Math.round((hostIndex / deviceIndex) * 10) / 10);
}

/** `--device-index` as given: a positive number, or undefined. */
export function parseDeviceIndex(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const index = Number(value);
  if (!(index > 0)) throw new Error(`--device-index takes a Lighthouse benchmark index above 0 (e.g. ${LOW_END_PHONE_INDEX}), not ${value}`);
  return index;
}

/** Where each load's CPU slowdown comes from. */
export interface CpuSlowdowns {
  /** `--device-index`, when the slowdowns are derived from it. */
  deviceIndex?: number;
  /** The slowdown for the next load (undefined: the benchmark's default), and the host index it was derived from. */
  next(): Promise<{ cpuSlowdown: number | undefined; hostIndex?: number }>;
  close(): Promise<void>;
}

/**
 * The CPU slowdowns a benchmark runs with: `--cpu-slowdown` as given (or the benchmark's default) for every load, or
 * for `--device-index` the host's index measured just before each load divided by it. This host's speed swings by
 * up to 2x within minutes (Lighthouse's own index per run ranged 1,400-2,800 in one set): one measurement at the
 * start made a whole set of runs a slower or a faster phone than the one asked for.
 */
export async function cpuSlowdowns(
  browserFor: () => Promise<Browser>,
  { cpuSlowdown, deviceIndex }: { cpuSlowdown: number | undefined; deviceIndex: number | undefined },
): Promise<CpuSlowdowns> {
  if (deviceIndex === undefined) return { next: async () => ({ cpuSlowdown }), close: async () => undefined };
  if (cpuSlowdown !== undefined) throw new Error('--device-index sets the CPU slowdown: give it or --cpu-slowdown, not both');
  const browser = await browserFor();
  return {
    deviceIndex,
    next: async () => {
      const hostIndex = await measureBenchmarkIndex(browser);
      return { cpuSlowdown: cpuSlowdownFor(hostIndex, deviceIndex), hostIndex };
    },
    close: () => browser.close(),
  };
}

/** How the slowdowns of a set of loads were chosen, for its printed summary. */
export function describeSlowdowns(slowdowns: readonly (number | undefined)[], deviceIndex: number | undefined, defaultSlowdown: number): string {
  const used = slowdowns.map((slowdown) => slowdown ?? defaultSlowdown);
  const range = used.length === 0 ? `${defaultSlowdown}x` : `${Math.min(...used)}x to ${Math.max(...used)}x`;
  return deviceIndex === undefined
    ? `${range} CPU slowdown`
    : `${range} CPU slowdown (each load's: the host's benchmark index, measured just before it, / device index ${deviceIndex})`;
}
