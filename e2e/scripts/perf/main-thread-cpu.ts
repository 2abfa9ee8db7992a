/**
 * How much of a Lighthouse run's main-thread time was the page's own work, and how much the host's contention.
 *
 * Lighthouse's simulation keeps each main-thread task of 10 ms or more of the full-speed load and multiplies its wall
 * time by the CPU slowdown. A task's wall time is the page's work only while its thread has a CPU: on a 2-core host
 * the browser's other processes, Lighthouse itself and the kernel run beside the page, and the renderer's main thread
 * waits for a core in the middle of its tasks. The trace records both times for each task (`dur` and `tdur`), and
 * Linux what each of the renderer's threads did meanwhile (renderer-threads.ts). A run whose main thread had the CPU
 * for a third of its tasks' time measured the host as much as the page (docs/performance.md).
 *
 * Some of those tasks' work is the measurement's own. Lighthouse traces with the category that copies each script's
 * source into the trace (`disabled-by-default-devtools.v8-source-rundown-sources`), and V8 does it on the main thread
 * as it finishes compiling a script it compiled while the script downloaded (`v8.compile`, `streamed`): for the shell's
 * 262 KB start-up file 9-14 ms at full speed on this host, against under 1 ms a script traced without that category
 * or untraced (docs/performance-log.md, 2026-12-07). A shopper's phone pays none of it.
 */
import { mainThreadOf, taskNameIn, type TraceEvent } from './trace-breakdown';
import type { RendererThreadTimes } from './renderer-threads';

/** The shortest task Lighthouse's simulation keeps (SIGNIFICANT_DUR_THRESHOLD_MS of its PageDependencyGraph). */
export const SIMULATED_TASK_MIN_MS = 10;

export interface MainThreadCpu {
  /** The tasks of at least SIMULATED_TASK_MIN_MS on the page's main thread: how many, their wall time, their CPU time. */
  tasks: number;
  wallMs: number;
  cpuMs: number;
  /** From the page's navigation to the end of the last of those tasks, on the trace's clock (µs). */
  window: { fromUs: number; toUs: number };
  /** The renderer's threads in that window (Linux only). */
  threads: RendererThreadTimes | undefined;
  /** Within those tasks, V8 finishing the compilation of scripts it compiled while they downloaded. */
  streamedCompiles: { scripts: number; wallMs: number; cpuMs: number };
}

/** The main thread's tasks a simulation keeps, with the time their thread had a CPU; undefined without thread times. */
export function significantTaskTimes(traceEvents: readonly TraceEvent[]): (Omit<MainThreadCpu, 'threads'> & { pid: number }) | undefined {
  const mainThread = mainThreadOf(traceEvents);
  if (!mainThread) return undefined;
  const taskName = taskNameIn(mainThread.events);
  const tasks = mainThread.events.filter((event) => event.name === taskName && (event.dur ?? 0) >= SIMULATED_TASK_MIN_MS * 1000);
  if (tasks.length === 0 || tasks.some((task) => task.tdur === undefined)) return undefined;
  const navigation = traceEvents.find((event) => event.name === 'navigationStart' && event.pid === mainThread.pid);
  const lastTask = tasks.at(-1) as TraceEvent;
  const compiles = mainThread.events.filter(
    (event) => event.name === 'v8.compile' && event.args?.data?.streamed === true && tasks.some((task) => within(event, task)),
  );
  const sumOf = (events: TraceEvent[], of: (event: TraceEvent) => number) => events.reduce((total, event) => total + of(event), 0) / 1000;
  return {
    pid: mainThread.pid,
    tasks: tasks.length,
    wallMs: sumOf(tasks, (task) => task.dur ?? 0),
    cpuMs: sumOf(tasks, (task) => task.tdur ?? 0),
    streamedCompiles: { scripts: compiles.length, wallMs: sumOf(compiles, (event) => event.dur ?? 0), cpuMs: sumOf(compiles, (event) => event.tdur ?? 0) },
    window: { fromUs: navigation?.ts ?? (tasks[0] as TraceEvent).ts, toUs: lastTask.ts + (lastTask.dur ?? 0) },
  };
}

const within = (event: TraceEvent, task: TraceEvent) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0);

const ms = (value: number) => `${Math.round(value)} ms`;

/** One line on the tasks, and one on the renderer's threads from the navigation to the last of them. */
export function describeMainThreadCpu({ tasks, wallMs, cpuMs, window, threads, streamedCompiles }: MainThreadCpu): string {
  const share = wallMs > 0 ? Math.round((100 * cpuMs) / wallMs) : 0;
  const taskLine =
    `main thread on a CPU for ${share} % of its ${tasks} tasks of ${SIMULATED_TASK_MIN_MS} ms or more (${ms(cpuMs)} of ${ms(wallMs)})` +
    (streamedCompiles.scripts > 0
      ? `; ${ms(streamedCompiles.wallMs)} of them (${ms(streamedCompiles.cpuMs)} on a CPU) finished compiling ${streamedCompiles.scripts} ` +
        `streamed script(s), which Lighthouse's trace makes copy each script's source (under 1 ms a script untraced)`
      : '');
  if (!threads) return taskLine;
  const byName = new Map<string, number>();
  for (const thread of threads.others) byName.set(thread.name, (byName.get(thread.name) ?? 0) + thread.runMs);
  const others = [...byName.entries()].sort((a, b) => b[1] - a[1]);
  const othersMs = others.reduce((total, [, runMs]) => total + runMs, 0);
  return (
    `${taskLine}\n    from the navigation to the last of them (${((window.toUs - window.fromUs) / 1e6).toFixed(1)} s) the main thread ran ` +
    `${ms(threads.main.runMs)} and waited ${ms(threads.main.waitMs)} for a core; the renderer's other threads ran ${ms(othersMs)} ` +
    `(${others
      .slice(0, 5)
      .map(([name, runMs]) => `${name} ${ms(runMs)}`)
      .join(', ')})`
  );
}
