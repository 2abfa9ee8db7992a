/**
 * The first-interaction benchmark (issue 33): for each control a new shopper taps first, on the page where it is
 * painted before the code that makes it work has run, loads the page as a phone on slow 4G with the CPU slowed down
 * 4x (a desktop: the CPU only), taps the control the moment it is visible and records:
 *
 * - painted: when the control became visible, from the start of the navigation;
 * - works from: the earliest a tap had its effect: the moment it was painted when the tap there worked; otherwise
 *   (the tap was lost) a second load taps it again every TAP_AGAIN_MS until one works, and that tap's time;
 * - the tap: how long after the tap its effect showed (the cookie set and the banner gone, the tab selected with the
 *   URL's type, the slide changed, the bar closed, logged in), or "lost" when nothing happened within LOST_AFTER_MS.
 *
 *   npm run bench:first-interaction                       # 3 loads per control at 4x
 *   npm run bench:first-interaction -- --cpu-slowdown 8   # a slower phone
 *   npm run bench:first-interaction -- --runs 1 --only Hund
 *
 * Times are taken in this process around DevTools calls (a few tens of milliseconds of resolution). Figures, not a
 * test: it never fails on them, and it is never part of `npm test`.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { contextFor, FIRST_INTERACTIONS, press, SLOW_PHONE, throttle, type FirstInteraction } from '../support/first-interaction';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { median } from './perf/stats';
import { cpuSlowdownOption, wholeNumberOption } from './perf/options';

/** A tap whose effect has not shown after this long is lost. */
const LOST_AFTER_MS = 10_000;
/** How often the benchmark looks for the control and for the tap's effect. */
const POLL_MS = 20;
/** A shopper whose tap did nothing taps again after this long. */
const TAP_AGAIN_MS = 250;
/** The longest a page may take to paint a control. */
const PAINT_DEADLINE_MS = 30_000;

interface Options {
  runs: number;
  cpuSlowdown: number;
  only: string | undefined;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: String(SLOW_PHONE.cpuSlowdown) },
      only: { type: 'string' },
    },
  });
  const cpuSlowdown = cpuSlowdownOption(values['cpu-slowdown']) ?? SLOW_PHONE.cpuSlowdown;
  const runs = wholeNumberOption('runs', values.runs);
  return { runs, cpuSlowdown, only: values.only };
}

interface Tap {
  paintedMs: number;
  tappedMs: number;
  /** When its effect showed; undefined when the tap was lost. */
  effectMs: number | undefined;
  /** With a lost tap: the time of the tap (on a second load) that worked. */
  worksFromMs?: number;
}

async function until(condition: () => Promise<boolean>, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/** A new shopper's load of the control's page, throttled; resolves once the control is visible, with the start time. */
async function openUntilPainted(
  browser: Browser,
  interaction: FirstInteraction,
  cpuSlowdown: number,
): Promise<{ page: Page; startedAt: number; close(): Promise<void> }> {
  const context = await contextFor(browser, interaction);
  const page = await context.newPage();
  await throttle(context, page, { cpuSlowdown, network: interaction.device === 'phone' });
  const startedAt = Date.now();
  await page.goto(`${SHELL_URL}${interaction.route}`, { waitUntil: 'commit' });
  const control = interaction.control(page);
  if (!(await until(() => control.isVisible(), startedAt + PAINT_DEADLINE_MS))) throw new Error(`${interaction.label} on ${interaction.route} was not painted`);
  return { page, startedAt, close: () => context.close() };
}

async function measureTap(browser: Browser, interaction: FirstInteraction, cpuSlowdown: number): Promise<Tap> {
  const load = await openUntilPainted(browser, interaction, cpuSlowdown);
  try {
    const paintedMs = Date.now() - load.startedAt;
    await press(load.page, interaction.control(load.page), interaction.device);
    const tappedMs = Date.now() - load.startedAt;
    const worked = await until(() => interaction.done(load.page), Date.now() + LOST_AFTER_MS);
    return { paintedMs, tappedMs, effectMs: worked ? Date.now() - load.startedAt : undefined };
  } finally {
    await load.close();
  }
}

/** A shopper tapping again and again from the moment it is painted: the time of the tap that worked. */
async function measureWorksFrom(browser: Browser, interaction: FirstInteraction, cpuSlowdown: number): Promise<number | undefined> {
  const load = await openUntilPainted(browser, interaction, cpuSlowdown);
  try {
    const deadline = Date.now() + LOST_AFTER_MS * 2;
    while (Date.now() < deadline) {
      const tappedMs = Date.now() - load.startedAt;
      await press(load.page, interaction.control(load.page), interaction.device).catch(() => undefined);
      if (await until(() => interaction.done(load.page), Date.now() + TAP_AGAIN_MS)) return tappedMs;
    }
    return undefined;
  } finally {
    await load.close();
  }
}

const medianOf = (values: number[]) => (values.length > 0 ? median(values) : undefined);
const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number) => `${Math.round(ms)} ms`;

function row(interaction: FirstInteraction, taps: Tap[]): string[] {
  const painted = median(taps.map((tap) => tap.paintedMs));
  const lost = taps.filter((tap) => tap.effectMs === undefined).length;
  const worksFrom = medianOf(taps.flatMap((tap) => (tap.effectMs !== undefined ? [tap.paintedMs] : tap.worksFromMs !== undefined ? [tap.worksFromMs] : [])));
  const latency = medianOf(taps.flatMap((tap) => (tap.effectMs === undefined ? [] : [tap.effectMs - tap.tappedMs])));
  const outcome = latency === undefined ? 'lost' : `works, effect after ${millis(latency)}${lost > 0 ? `; lost ${lost} of ${taps.length}` : ''}`;
  const page = `\`${interaction.route}\` (${interaction.device})`;
  return [page, interaction.label, seconds(painted), seconds(worksFrom), seconds(worksFrom === undefined ? undefined : worksFrom - painted), outcome];
}

function table(rows: string[][]): string {
  const header = ['page', 'control', 'painted', 'works from', 'painted to working', 'the first tap'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { runs, cpuSlowdown, only } = options();
  const interactions = FIRST_INTERACTIONS.filter((interaction) => !only || `${interaction.route} ${interaction.device} ${interaction.label}`.includes(only));
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ');
  console.info(
    `First interactions: ${interactions.length} controls, ${runs} loads each, ${cpuSlowdown}x CPU slowdown; phones (Pixel 7) on slow 4G ` +
      `(${SLOW_PHONE.latencyMs} ms, ${SLOW_PHONE.downloadBitsPerSecond / 1024 / 1024} Mbit/s down), desktops unthrottled network`,
  );
  console.info(`load average (1 / 5 / 15 min) at the start: ${load()} on ${os.cpus().length} cores`);
  const stopStorefront = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: string[][] = [];
  try {
    for (const interaction of interactions) {
      const taps: Tap[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const tap = await measureTap(browser, interaction, cpuSlowdown);
        if (tap.effectMs === undefined) tap.worksFromMs = await measureWorksFrom(browser, interaction, cpuSlowdown);
        taps.push(tap);
        console.info(
          `  ${interaction.route} (${interaction.device}) ${interaction.label}, load ${run}: painted ${seconds(tap.paintedMs)}, tapped ${seconds(tap.tappedMs)}, ` +
            (tap.effectMs === undefined
              ? `lost; a tap worked from ${seconds(tap.worksFromMs)}`
              : `effect at ${seconds(tap.effectMs)} (${millis(tap.effectMs - tap.tappedMs)} after the tap)`),
        );
      }
      rows.push(row(interaction, taps));
    }
  } finally {
    await browser.close();
    await stopStorefront();
  }
  console.info(`\nMedians of ${runs} loads at ${cpuSlowdown}x CPU slowdown:\n\n${table(rows)}\n`);
  console.info(`load average at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
