import type { Browser } from '@playwright/test';

/**
 * Lighthouse's benchmark index of the phones the storefront is measured for: a low-end Android phone, as many
 * shoppers' are (issue 41). Lighthouse's mobile preset assumes a 4x slower CPU than the host, which on a host of
 * index ~1,100 is this phone, on a faster one a better phone than that.
 */
export const LOW_END_PHONE_INDEX = 275;

/** How many measurements come before the first load, and before each further one (each takes about a second). */
const FIRST_MEASUREMENTS = 9;
const MEASUREMENTS_PER_LOAD = 3;
/**
 * How many of the latest measurements the host's speed is the mean of: about the last 15 seconds. This host's index
 * flips between about 1,550 and 2,800 every one to five seconds (60 measurements in a row, 2026-12-04), so a load of
 * several seconds runs at the mean speed, not at the speed of the moment before it: the median of 3 just before each
 * load made one load a phone of index 150 and the next one of 500.
 */
const SPEED_WINDOW = 15;

/**
 * The host's Lighthouse benchmark index (Lighthouse's own page function, which it runs before each audit), measured
 * `count` times in a row in a blank page of `browser` without throttling.
 */
export async function measureBenchmarkIndexes(browser: Browser, count: number): Promise<number[]> {
  // Lighthouse is an ES module; its page functions are self-contained, so Playwright can run one in a page.
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  const page = await browser.newPage();
  try {
    const indexes: number[] = [];
    for (let run = 0; run < count; run += 1) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return indexes;
  } finally {
    await page.close();
  }
}

/** The host's benchmark index over the latest measurements: their mean, and the slowest and fastest of them. */
export interface HostSpeed {
  index: number;
  lowest: number;
  highest: number;
}

/** The host's speed over the latest measurements: the mean of the last SPEED_WINDOW indexes, and their range. */
export function hostSpeedOf(indexes: readonly number[]): HostSpeed {
  const latest = indexes.slice(-SPEED_WINDOW);
  if (latest.length === 0) throw new Error('the host speed of no measurements');
  return { index: latest.reduce((sum, index) => sum + index, 0) / latest.length, lowest: Math.min(...latest), highest: Math.max(...latest) };
}

/** How a host speed is printed beside a load: "host's index 2,104 (1,531-2,818)". */
export function describeHostSpeed({ index, lowest, highest }: HostSpeed): string {
  const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
  return `host's index ${whole(index)} (${whole(lowest)}-${whole(highest)})`;
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
  /** The slowdown for the next load (undefined: the benchmark's default), and the host speed it was derived from. */
  next(): Promise<{ cpuSlowdown: number | undefined; hostSpeed?: HostSpeed }>;
  close(): Promise<void>;
}

/**
 * The CPU slowdowns a benchmark runs with: `--cpu-slowdown` as given (or the benchmark's default) for every load, or
 * for `--device-index` the host's speed (hostSpeedOf, measured again before each load) divided by it. This host's
 * speed swings by up to 2x within seconds (Lighthouse's own index per run ranged 1,400-2,800 in one set): one
 * measurement at the start made a whole set of runs a slower or a faster phone than the one asked for.
 */
export async function cpuSlowdowns(
  browserFor: () => Promise<Browser>,
  { cpuSlowdown, deviceIndex }: { cpuSlowdown: number | undefined; deviceIndex: number | undefined },
): Promise<CpuSlowdowns> {
  if (deviceIndex === undefined) return { next: async () => ({ cpuSlowdown }), close: async () => undefined };
  if (cpuSlowdown !== undefined) throw new Error('--device-index sets the CPU slowdown: give it or --cpu-slowdown, not both');
  const browser = await browserFor();
  const indexes: number[] = [];
  return {
    deviceIndex,
    next: async () => {
      indexes.push(...(await measureBenchmarkIndexes(browser, indexes.length === 0 ? FIRST_MEASUREMENTS : MEASUREMENTS_PER_LOAD)));
      const hostSpeed = hostSpeedOf(indexes);
      return { cpuSlowdown: cpuSlowdownFor(hostSpeed.index, deviceIndex), hostSpeed };
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
    : `${range} CPU slowdown (each load's: the host's mean benchmark index over the last ${SPEED_WINDOW} measurements, taken just before it, / device index ${deviceIndex})`;
}
