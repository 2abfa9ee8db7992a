/**
 * The long tasks of a load from a trace of the page: every task of its main thread, rendering included (which the
 * Long Tasks API leaves out), and its first and largest contentful paints, from a light trace (TASK_CATEGORIES).
 * With TRACE_CATEGORIES also what each task is made of: layout with its number of layout objects, style with its
 * number of elements, HTML parsing, paint, script per file (or the promise jobs a task ran, which the trace does not
 * name a file for), and the time the task spent starting requests. How the product cards' star glyphs were found
 * (docs/performance-log.md, 2026-12-03).
 */
import type { TimeWindow } from './cpu-profile';

// toplevel: each task a thread runs (ThreadControllerImpl::RunTask); rail: the first and largest contentful paints.
export const TASK_CATEGORIES = ['toplevel', 'rail'];
// v8.execute: a task's promise jobs (RunMicrotasks); blink.resource: each request the page starts
// (ResourceFetcher::requestResource), which the main thread pays for before the request leaves.
export const TRACE_CATEGORIES = [...TASK_CATEGORIES, 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.resource'];

/**
 * A task of a thread: `toplevel`'s name for it, or, in a trace without that category, the name Lighthouse's
 * categories give it (a `toplevel` trace has both, one inside the other).
 */
const TOPLEVEL_TASK = 'ThreadControllerImpl::RunTask';
const LIGHTHOUSE_TASK = 'RunTask';
export const taskNameIn = (events: readonly TraceEvent[]) => (events.some((event) => event.name === TOPLEVEL_TASK) ? TOPLEVEL_TASK : LIGHTHOUSE_TASK);

/** A trace event as DevTools' Tracing domain reports it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The time the thread was on a CPU during the event (thread time), where the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number };
    /** `streamed`: a `v8.compile` of a script V8 compiled while it downloaded, finished on the main thread. */
    data?: { url?: string; streamed?: boolean };
  };
}

export interface TaskPart {
  /** What the part is, without its figures: `layout`, `style`, `script 325.….js`, `promise jobs`, `other` ... */
  kind: string;
  label: string;
  ms: number;
}

export interface TaskBreakdown {
  /** From the first task of the page's main thread in the trace. */
  startMs: number;
  durationMs: number;
  /** The largest parts first. */
  parts: TaskPart[];
  /** The requests the task started and the time that took, already within its parts. */
  requests: { count: number; ms: number };
  /** Where the task lies on the browser's clock (a CPU profile's samples are placed by it: cpu-profile.ts). */
  window: TimeWindow;
}

const PAINT = new Set(['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer']);
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'v8.compile', 'v8.compileModule']);

function fileOf(url: string | undefined): string {
  if (!url) return 'the document or a callback';
  const pathname = url.split('?')[0] ?? url;
  return pathname.slice(pathname.lastIndexOf('/') + 1) || pathname;
}

/** A part's label, or undefined for events that are not one (they are looked into instead). */
function partOf(event: TraceEvent): { key: string; label: (ms: number, count: number) => string; count: number } | undefined {
  if (event.name === 'Layout') {
    return { key: 'layout', label: (ms, count) => `layout ${ms} ms (${count} objects)`, count: event.args?.beginData?.dirtyObjects ?? 0 };
  }
  if (event.name === 'UpdateLayoutTree')
    return { key: 'style', label: (ms, count) => `style ${ms} ms (${count} elements)`, count: event.args?.elementCount ?? 0 };
  if (event.name === 'ParseHTML') return { key: 'HTML parsing', label: (ms) => `HTML parsing ${ms} ms`, count: 0 };
  if (PAINT.has(event.name)) return { key: 'paint', label: (ms) => `paint ${ms} ms`, count: 0 };
  if (SCRIPT.has(event.name)) {
    const file = fileOf(event.args?.data?.url);
    return { key: `script ${file}`, label: (ms) => `script ${ms} ms (${file})`, count: 0 };
  }
  // Promise jobs run at a task's end; run on their own, the trace names no script for them.
  if (event.name === 'RunMicrotasks') return { key: 'promise jobs', label: (ms) => `script ${ms} ms (promise jobs)`, count: 0 };
  return undefined;
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/** The renderer's main thread that worked most (the page's, not an earlier blank page's): its events, and its process's. */
export function mainThreadOf(events: readonly TraceEvent[]): { events: TraceEvent[]; pid: number } | undefined {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const task = taskNameIn(events);
  const busiest = mainThreads
    .map((thread) => ({
      thread,
      busyUs: events
        .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === task)
        .reduce((sum, event) => sum + (event.dur ?? 0), 0),
    }))
    .sort((a, b) => b.busyUs - a.busyUs)[0]?.thread;
  if (!busiest) return undefined;
  return {
    events: events.filter((event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts || end(b) - end(a)),
    pid: busiest.pid,
  };
}

/** Each part's time within one task: the outermost events that are parts, so nested ones are not counted twice. */
function partsOf(task: TraceEvent, inside: TraceEvent[]): TaskPart[] {
  const totals = new Map<string, { kind: string; label: (ms: number, count: number) => string; us: number; count: number }>();
  let coveredUntil = -1;
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    const part = partOf(event);
    if (!part) continue;
    coveredUntil = end(event);
    const total = totals.get(part.key) ?? { kind: part.key, label: part.label, us: 0, count: 0 };
    total.us += event.dur ?? 0;
    total.count += part.count;
    totals.set(part.key, total);
  }
  const accounted = [...totals.values()].reduce((sum, total) => sum + total.us, 0);
  const parts = [...totals.values()]
    .filter((total) => total.us >= 1000)
    .map((total) => ({ kind: total.kind, label: total.label(Math.round(total.us / 1000), total.count), ms: total.us / 1000 }));
  const rest = ((task.dur ?? 0) - accounted) / 1000;
  // The browser's own work in the task (a navigation's commit, the preload scanner, garbage collection ...).
  if (rest >= 1) parts.push({ kind: 'other', label: `other ${Math.round(rest)} ms`, ms: rest });
  return parts.sort((a, b) => b.ms - a.ms);
}

export interface MainThreadTimeline {
  /** The tasks over the threshold, in order. */
  longTasks: TaskBreakdown[];
  /** The page's first contentful paint, on the tasks' clock (undefined if it never painted). */
  firstContentfulPaintMs: number | undefined;
  /** Its largest contentful paint so far (the last candidate), on the same clock. */
  largestContentfulPaintMs: number | undefined;
}

/** The main thread's tasks over `thresholdMs` in a trace, each with what it was made of, and the first paint. */
export function mainThreadTimeline(traceEvents: readonly TraceEvent[], thresholdMs = 50): MainThreadTimeline {
  const mainThread = mainThreadOf(traceEvents);
  if (!mainThread) return { longTasks: [], firstContentfulPaintMs: undefined, largestContentfulPaintMs: undefined };
  const { events } = mainThread;
  const task = taskNameIn(events);
  const tasks = events.filter((event) => event.name === task);
  const origin = tasks[0]?.ts ?? 0;
  const paints = (name: string) => traceEvents.filter((event) => event.name === name && event.pid === mainThread.pid).sort((a, b) => a.ts - b.ts);
  const onTasksClock = (event: TraceEvent | undefined) => (event ? (event.ts - origin) / 1000 : undefined);
  const longTasks = tasks
    .filter((task) => (task.dur ?? 0) / 1000 > thresholdMs)
    .map((task) => {
      const inside = events.filter((event) => event !== task && event.ts >= task.ts && end(event) <= end(task));
      const requests = inside.filter((event) => event.name === 'ResourceFetcher::requestResource');
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        parts: partsOf(task, inside),
        requests: { count: requests.length, ms: requests.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000 },
        window: { startUs: task.ts, endUs: end(task) },
      };
    });
  return {
    longTasks,
    firstContentfulPaintMs: onTasksClock(paints('firstContentfulPaint')[0]),
    largestContentfulPaintMs: onTasksClock(paints('largestContentfulPaint::Candidate').at(-1)),
  };
}

/** The time of each kind of part (and of starting requests) summed over the given long tasks. */
export function timeByKind(tasks: TaskBreakdown[]): Map<string, number> {
  const byKind = new Map<string, number>();
  const add = (kind: string, ms: number) => byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  for (const task of tasks) {
    for (const part of task.parts) add(part.kind, part.ms);
    add('starting requests (within the above)', task.requests.ms);
  }
  return byKind;
}
