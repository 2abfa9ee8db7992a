/**
 * The main-thread benchmark: loads a route on an emulated phone (Pixel 7 viewport and touch) with the CPU really
 * slowed down 4x (DevTools throttling, not Lighthouse's simulation) and records every task of its main thread for a
 * few seconds, in a light trace. Prints each load's blocking time from its first contentful paint on (the part of
 * every task over 50 ms, summed, as Lighthouse's TBT counts it), its longest tasks, the longest before the first
 * paint, its FCP and LCP, then the medians. On a busy 2-core machine Lighthouse's simulated TBT swings by a factor
 * of two between runs; this measures the same thing directly and settles a change within 9 loads.
 *
 *   npm run bench:main-thread                       # 9 loads of /, first visit
 *   npm run bench:main-thread -- --route /eigenmarken --runs 5 --visit returning
 *   npm run bench:main-thread -- --cpu-slowdown 8          # a slower phone, or this host as slow as a slower one
 *   npm run bench:main-thread -- --device-index 275        # a low-end phone: slowdown = host's benchmark index / 275,
 *                                                          # the index's mean over the last seconds, before each load
 *   npm run bench:main-thread -- --scroll                  # then scrolls screen by screen to the end, as a shopper
 *   npm run bench:main-thread -- --trace                   # and what each long task is made of (DevTools trace)
 *   npm run bench:main-thread -- --profile                 # --trace, and the functions each long task ran
 *   npm run bench:main-thread -- --runtime-agent           # with DevTools' Runtime agent on (figures before 2026-12-05)
 *   npm run bench:main-thread -- --lighthouse-agents       # the Runtime agent, and the Debugger agent as Lighthouse sets it
 *   npm run bench:main-thread -- --lighthouse-agents --lighthouse-trace   # and traced with Lighthouse's categories
 *   npm run bench:main-thread -- --network slow-4g         # and the network as slow as Lighthouse's mobile preset's
 *
 * The page is driven as a phone runs it: over the DevTools protocol without the Runtime agent that Playwright and
 * Lighthouse turn on, which makes V8 re-parse the functions on the stack of every Error the page creates and added
 * 60-90 ms at 10x to the task evaluating the shell's start-up file (perf/bare-browser.ts). `--runtime-agent` turns it
 * on, to compare with earlier figures.
 *
 * The tasks come from the trace, not the page's Long Tasks API: Chromium runs a frame's rendering (style, layout,
 * paint) in a task of its own, which that API leaves out (neither it nor long animation frames reported the 100-150 ms
 * frame that lays out the own-brand page's product cards at 10x), but Lighthouse's TBT counts. Figures before the
 * evening of 2026-12-05 came from that API, so without those tasks, and counted from the first script, not the first
 * paint. Times are from the first task of the page's renderer (its navigation's commit).
 *
 * With `--scroll` each load is followed by a scroll through the page, a screen every SCROLL_STEP_MS, until its end
 * is complete; the long tasks from the first scroll on are counted apart (blocks loading and mounting as they near
 * the view: what makes the page stutter under the shopper's thumb).
 *
 * With `--trace` each load is also recorded as a DevTools trace, and every task over 50 ms on the page's main thread is
 * printed with its parts: layout (with its layout objects), style (with its elements), HTML parsing, paint and script
 * per file or promise jobs, and the requests each task started (perf/trace-breakdown.ts), for the load's first seconds
 * and, with `--scroll`, the scroll, then the median time of each part over the loads. Tracing costs time itself, so the blocking figures of such a run are not compared
 * with a run without it.
 *
 * With `--profile` the load is traced and CPU-profiled at once, and each long task is also printed with the functions
 * it spent most time in, by their own time and with what they called, named through the scripts' source maps
 * (perf/cpu-profile.ts). The profiler slows the page further: its figures say where the time goes, not how much.
 *
 * `--lighthouse-agents` turns on what Lighthouse turns on in every page it measures: the Runtime agent, and the
 * Debugger agent with async call stacks 8 deep (its `enableAsyncStacks`, which attributes requests to the scripts that
 * started them). With async call stacks on, V8 records a stack at every `await`, promise reaction and timer the page
 * schedules. A shopper's phone pays none of it; Lighthouse's TBT counts it. `--lighthouse-trace` records each load with
 * the trace categories Lighthouse records (its trace gatherer's own list: screenshots of every frame, a JavaScript
 * stack on each timeline event, every script's source), which cost the page's main thread too; the parts of each long
 * task are then those Lighthouse's categories show (no layout object counts; not with `--trace`).
 *
 * With `--network slow-4g` the page's network is slowed down as Lighthouse's `devtools` throttling does it for its
 * mobile preset (562.5 ms added to each request, 1.4 Mbit/s down): the scripts, data and images then arrive spread out,
 * each in a task of its own, as on a phone outdoors, and as `bench:perf -- --throttling applied` loads the page, but
 * without the Runtime agent and with `--trace` and `--profile` at hand. A load is then observed from its load event on
 * as without it.
 *
 * Figures, not a test: it never fails on them, and it is never part of `npm test`.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { throttling } from 'lighthouse/core/config/constants.js';
import LighthouseTrace from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { scrollToPageEnd } from '../support/page-end';
import type { Visit } from '../support/visits';
import { launchBareBrowser, type BareBrowser, type BarePage, type NetworkConditions } from './perf/bare-browser';
import { cpuSlowdowns, describeHostSpeed, describeSlowdowns, parseDeviceIndex, type CpuSlowdowns } from './perf/device-index';
import { functionsOfWindows, startCpuProfile, stopCpuProfile, type FunctionTime, type WindowFunctions } from './perf/cpu-profile';
import { mainThreadTimeline, TASK_CATEGORIES, timeByKind, TRACE_CATEGORIES, type TaskBreakdown } from './perf/trace-breakdown';
import { median } from './perf/stats';
import { cpuSlowdownOption, routeOption, visitOption, wholeNumberOption } from './perf/options';

/** As Lighthouse's mobile preset slows the CPU down; `--cpu-slowdown N` for a host faster than it assumes. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** Long enough for the first screen's blocks and their data at 4x; the tasks after it are the shopper's. */
const OBSERVE_MS = 7000;
/** A task blocks input for what it runs over this (the TBT definition). */
const BLOCKING_THRESHOLD_MS = 50;
/** A shopper flicking through the page: a screen every this often. */
const SCROLL_STEP_MS = 300;
/** A page longer than this many screens is not scrolled further screen by screen (its end is then jumped to). */
const MAX_SCROLL_STEPS = 60;

/** A task of the page's main thread over 50 ms: script, HTML parsing or a frame's rendering alike. */
type LongTask = Pick<TaskBreakdown, 'startMs' | 'durationMs'>;

interface Load {
  /** From the first contentful paint on, as Lighthouse's TBT (a task under way at the paint counts from the paint). */
  blockingMs: number;
  /** The long tasks from the first contentful paint on (one under way at the paint: its part after it). */
  longTasks: LongTask[];
  /** The longest task that began before it: the document's commit, parsing and first frame. */
  longestBeforeFirstPaint: LongTask | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  /** With `--scroll`: the long tasks from the first scroll on (with `--trace`, with what each was made of). */
  scroll?: { blockingMs: number; longTasks: LongTask[]; screens: number; traced?: TaskBreakdown[]; functions?: WindowFunctions[] };
  /** With `--trace`: the main thread's tasks over 50 ms, with what each was made of. */
  traced?: TaskBreakdown[];
  /** With `--profile`: for each traced task, the functions it ran. */
  functions?: WindowFunctions[];
}

/** The issue-41 target: no task over this at the phone's index. */
const LONG_TASK_LIMIT_MS = 100;

const longestOf = (tasks: LongTask[]) =>
  tasks.reduce<LongTask | undefined>((found, task) => (found && found.durationMs >= task.durationMs ? found : task), undefined);
const blockingOf = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - BLOCKING_THRESHOLD_MS), 0);

/**
 * The tasks' parts from `fromMs` on that are still long, as Lighthouse clips the task under way at the first paint
 * (usually the one that paints it): blocking time and the 100 ms limit are judged on what the shopper could meet.
 */
function longFrom(tasks: LongTask[], fromMs: number): LongTask[] {
  return tasks.flatMap((task) => {
    const startMs = Math.max(task.startMs, fromMs);
    const durationMs = task.startMs + task.durationMs - startMs;
    return durationMs > BLOCKING_THRESHOLD_MS ? [{ startMs, durationMs }] : [];
  });
}

/** Scrolls down a screen every SCROLL_STEP_MS until the end, then waits there until the page is complete. */
async function scrollThrough(page: BarePage): Promise<number> {
  let screens = 0;
  while (screens < MAX_SCROLL_STEPS) {
    screens += 1;
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    });
    if (atEnd) break;
    await new Promise((resolve) => setTimeout(resolve, SCROLL_STEP_MS));
  }
  await scrollToPageEnd(page);
  return screens;
}

interface Options {
  route: string;
  runs: number;
  visit: Visit;
  /** Each load's CPU slowdown (undefined: DEFAULT_CPU_SLOWDOWN). */
  slowdowns: CpuSlowdowns;
  scroll: boolean;
  trace: boolean;
  profile: boolean;
  /** `--runtime-agent`: DevTools' Runtime agent on, as Playwright and Lighthouse drive a page (perf/bare-browser.ts). */
  runtimeAgent: boolean;
  /** `--lighthouse-agents`: the Runtime agent, and the Debugger agent with async call stacks, as Lighthouse drives a page. */
  debuggerAgent: boolean;
  /** `--lighthouse-trace`: each load traced with Lighthouse's trace categories (its own trace's cost included). */
  lighthouseTrace: boolean;
  /** `--network slow-4g`: the network as Lighthouse's mobile preset slows it (undefined: as it is). */
  network: { name: string; conditions: NetworkConditions } | undefined;
}

/** The networks `--network` names: Lighthouse's mobile preset's (its `devtools` throttling's figures). */
const NETWORKS: Record<string, NetworkConditions> = { 'slow-4g': throttling.mobileSlow4G };

async function options(): Promise<Options> {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', default: '/' },
      runs: { type: 'string', default: '9' },
      visit: { type: 'string', default: 'first' },
      'cpu-slowdown': { type: 'string' },
      'device-index': { type: 'string' },
      scroll: { type: 'boolean', default: false },
      trace: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      'runtime-agent': { type: 'boolean', default: false },
      'lighthouse-agents': { type: 'boolean', default: false },
      'lighthouse-trace': { type: 'boolean', default: false },
      network: { type: 'string' },
    },
  });
  const given = cpuSlowdownOption(values['cpu-slowdown']);
  const runs = wholeNumberOption('runs', values.runs);
  const route = routeOption(values.route);
  const visit = visitOption(values.visit);
  const conditions = values.network === undefined ? undefined : NETWORKS[values.network];
  if (values.network !== undefined && !conditions) throw new Error(`--network takes ${Object.keys(NETWORKS).join(' or ')}, not ${values.network}`);
  // Tried: the first load's trace never completed (its screenshots and scripts' sources beside the CPU profile's samples).
  if (values.profile && values['lighthouse-trace']) throw new Error('--profile and --lighthouse-trace do not go together');
  const slowdowns = await cpuSlowdowns(() => chromium.launch(CHROMIUM_LAUNCH_OPTIONS), {
    cpuSlowdown: given,
    deviceIndex: parseDeviceIndex(values['device-index']),
  });
  return {
    route,
    runs,
    visit,
    slowdowns,
    scroll: values.scroll,
    trace: values.trace || values.profile || values['lighthouse-trace'],
    profile: values.profile,
    runtimeAgent: values['runtime-agent'] || values['lighthouse-agents'],
    debuggerAgent: values['lighthouse-agents'],
    lighthouseTrace: values['lighthouse-trace'],
    network: values.network && conditions ? { name: values.network, conditions } : undefined,
  };
}

async function measureLoad(
  browser: BareBrowser,
  { route, visit, scroll, trace, profile, runtimeAgent, debuggerAgent, lighthouseTrace, network }: Options,
  cpuSlowdown: number,
): Promise<Load> {
  const page = await browser.newPage({ device: devices['Pixel 7'], cookies: visit.cookies, cpuSlowdown, network: network?.conditions });
  try {
    if (runtimeAgent) await page.client.Runtime.enable();
    if (debuggerAgent) await enableAsyncStacks(page.client);
    const categories = lighthouseTrace ? LighthouseTrace.getDefaultTraceCategories() : trace ? TRACE_CATEGORIES : TASK_CATEGORIES;
    await page.startTracing(categories);
    if (profile) await startCpuProfile(page.client);
    await page.goto(`${SHELL_URL}${route}`);
    await new Promise((resolve) => setTimeout(resolve, OBSERVE_MS));
    // Stopped before the benchmark's own evaluations, whose first one is a long task of its own on a slowed CPU.
    const timeline = mainThreadTimeline(await page.stopTracing(), BLOCKING_THRESHOLD_MS);
    const cpuProfile = profile ? await stopCpuProfile(page.client) : undefined;
    const functions = cpuProfile
      ? await functionsOfWindows(
          cpuProfile,
          timeline.longTasks.map((task) => task.window),
        )
      : undefined;
    const { longTasks: allTasks, firstContentfulPaintMs: fcpMs = 0 } = timeline;
    const longTasks = longFrom(allTasks, fcpMs);
    const measured: Load = {
      blockingMs: blockingOf(longTasks),
      longTasks,
      longestBeforeFirstPaint: longestOf(allTasks.filter((task) => task.startMs < fcpMs)),
      fcpMs: timeline.firstContentfulPaintMs,
      lcpMs: timeline.largestContentfulPaintMs,
      ...(trace ? { traced: allTasks } : {}),
      ...(functions ? { functions } : {}),
    };
    if (scroll) {
      await page.startTracing(categories);
      if (profile) await startCpuProfile(page.client);
      const screens = await scrollThrough(page);
      const scrollTasks = mainThreadTimeline(await page.stopTracing(), BLOCKING_THRESHOLD_MS).longTasks;
      const scrollProfile = profile ? await stopCpuProfile(page.client) : undefined;
      measured.scroll = {
        blockingMs: blockingOf(scrollTasks),
        longTasks: scrollTasks,
        screens,
        ...(trace ? { traced: scrollTasks } : {}),
        ...(scrollProfile
          ? {
              functions: await functionsOfWindows(
                scrollProfile,
                scrollTasks.map((task) => task.window),
              ),
            }
          : {}),
      };
    }
    return measured;
  } finally {
    await page.close();
  }
}

/** As Lighthouse prepares a page (lighthouse/core/gather/driver/prepare.js): the debugger on, never pausing, async stacks 8 deep. */
async function enableAsyncStacks(client: BarePage['client']): Promise<void> {
  await client.Debugger.enable({});
  await client.Debugger.setSkipAllPauses({ skip: true });
  await client.Debugger.setAsyncCallStackDepth({ maxDepth: 8 });
}

const ms = (value: number) => `${Math.round(value)} ms`;
const optionalMs = (value: number | undefined) => (value === undefined ? '-' : ms(value));
const functionList = (functions: FunctionTime[]) => functions.map((entry) => `${entry.name} ${entry.ms.toFixed(1)} ms`).join(', ');
/** A traced task with its parts and, with `--profile`, the functions it ran. */
function printTask(task: TaskBreakdown, functions: WindowFunctions | undefined): void {
  const requests = task.requests.count > 0 ? `; ${task.requests.count} requests started in ${ms(task.requests.ms)} of it` : '';
  console.info(`          ${ms(task.durationMs)} at ${ms(task.startMs)}: ${task.parts.map((part) => part.label).join(', ')}${requests}`);
  if (!functions) return;
  console.info(`            own time: ${functionList(functions.self)}`);
  console.info(`            with callees: ${functionList(functions.total)}`);
}
const longest = (tasks: LongTask[]) =>
  [...tasks]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 4)
    .map((task) => `${ms(task.durationMs)} at ${ms(task.startMs)}`)
    .join(', ') || 'none';

async function main(): Promise<void> {
  const chosen = await options();
  const { route, runs, visit, slowdowns } = chosen;
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ');
  const slowdown =
    slowdowns.deviceIndex === undefined
      ? 'a CPU slowdown as given (4x: the mobile preset)'
      : `a CPU slowdown of the host's mean benchmark index, measured again before each load, / device index ${slowdowns.deviceIndex}`;
  const networkLabel = chosen.network ? `, the network slowed down as Lighthouse's mobile preset's (${chosen.network.name})` : '';
  const agents = chosen.debuggerAgent ? 'Runtime and Debugger (async stacks), as Lighthouse' : chosen.runtimeAgent ? 'Runtime' : 'none';
  console.info(
    `Main thread of ${route} (${visit.label}), ${runs} loads at ${slowdown}, Pixel 7 emulation${networkLabel}; DevTools agents: ${agents}${chosen.lighthouseTrace ? "; traced with Lighthouse's categories" : ''}`,
  );
  console.info(`load average (1 / 5 / 15 min) at the start: ${load()} on ${os.cpus().length} cores`);
  const stopStorefront = await ensureStorefront();
  const browser = await launchBareBrowser();
  const loads: Load[] = [];
  const used: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const { cpuSlowdown = DEFAULT_CPU_SLOWDOWN, hostSpeed } = await slowdowns.next();
      const measured = await measureLoad(browser, chosen, cpuSlowdown);
      loads.push(measured);
      used.push(cpuSlowdown);
      console.info(
        `  load ${run} at ${cpuSlowdown}x${hostSpeed === undefined ? '' : ` (${describeHostSpeed(hostSpeed)})`}: blocking ${ms(measured.blockingMs)}, ${measured.longTasks.length} long tasks, ` +
          `FCP ${optionalMs(measured.fcpMs)}, LCP ${optionalMs(measured.lcpMs)}; longest ${longest(measured.longTasks)}; ` +
          `before the first paint ${measured.longestBeforeFirstPaint ? ms(measured.longestBeforeFirstPaint.durationMs) : 'none'}`,
      );
      if (measured.scroll) {
        const { blockingMs, longTasks, screens } = measured.scroll;
        console.info(`          scroll (${screens} screens): blocking ${ms(blockingMs)}, ${longTasks.length} long tasks; longest ${longest(longTasks)}`);
      }
      (measured.traced ?? []).forEach((task, index) => printTask(task, measured.functions?.[index]));
      if (measured.scroll?.traced) {
        console.info('          while scrolling (times from the first scroll):');
        const { functions } = measured.scroll;
        measured.scroll.traced.forEach((task, index) => printTask(task, functions?.[index]));
      }
    }
  } finally {
    await browser.close();
    await stopStorefront();
    await slowdowns.close();
  }
  const lcps = loads.flatMap((measured) => (measured.lcpMs === undefined ? [] : [measured.lcpMs]));
  console.info(
    `\nmedian: blocking ${ms(median(loads.map((measured) => measured.blockingMs)))}, ` +
      `${median(loads.map((measured) => measured.longTasks.length))} long tasks, LCP ${lcps.length > 0 ? ms(median(lcps)) : '-'}; ` +
      `loads without a task over ${LONG_TASK_LIMIT_MS} ms from the first paint on: ${loads.filter((measured) => measured.longTasks.every((task) => task.durationMs <= LONG_TASK_LIMIT_MS)).length} of ${loads.length}`,
  );
  const scrolls = loads.flatMap((measured) => (measured.scroll ? [measured.scroll] : []));
  if (scrolls.length > 0) {
    console.info(
      `median while scrolling: blocking ${ms(median(scrolls.map((scroll) => scroll.blockingMs)))}, ${median(scrolls.map((scroll) => scroll.longTasks.length))} long tasks`,
    );
  }
  const traced = loads.flatMap((measured) => (measured.traced ? [timeByKind(measured.traced)] : []));
  if (traced.length > 0) {
    const kinds = [...new Set(traced.flatMap((byKind) => [...byKind.keys()]))];
    const medians = kinds
      .map((kind) => ({ kind, ms: median(traced.map((byKind) => byKind.get(kind) ?? 0)) }))
      .filter(({ ms: value }) => value >= 1)
      .sort((a, b) => b.ms - a.ms);
    console.info(`median time in the traced tasks over 50 ms, by part: ${medians.map(({ kind, ms: value }) => `${kind} ${ms(value)}`).join(', ')}`);
  }
  console.info(`load average at the end: ${load()}`);
  console.info(describeSlowdowns(used, slowdowns.deviceIndex, DEFAULT_CPU_SLOWDOWN));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
