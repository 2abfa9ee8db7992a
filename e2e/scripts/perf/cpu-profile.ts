/**
 * Which functions a page's long tasks ran: a V8 CPU profile of the load (DevTools' Profiler, sampled every 100 µs),
 * its samples shared out over the tasks of a trace taken at the same time (both clocks are the browser's monotonic
 * one, in µs), and the minified frames named through the source maps served next to the scripts. How the stars'
 * SVG documents and the federation's preloads were found (docs/performance-log.md, 2026-12-04).
 */
import type CDP from 'chrome-remote-interface';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as DevTools gives them. */
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** µs, the browser's monotonic clock (as trace events' `ts`). */
  startTime: number;
  samples: number[];
  /** µs between a sample and the one before it. */
  timeDeltas: number[];
}

export interface TimeWindow {
  startUs: number;
  endUs: number;
}

export interface FunctionTime {
  /** The function's original name and file:line where a source map says them, else what V8 reported. */
  name: string;
  ms: number;
}

export interface WindowFunctions {
  /** Time in the function itself, largest first. */
  self: FunctionTime[];
  /** Time in the function and what it called, largest first. */
  total: FunctionTime[];
}

const SAMPLING_INTERVAL_US = 100;
/** V8's pseudo-frames that say nothing about the page's code. */
const NOT_CODE = new Set(['(root)', '(program)', '(idle)']);

export async function startCpuProfile(cdp: CDP.Client): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
}

export async function stopCpuProfile(cdp: CDP.Client): Promise<CpuProfile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

/** A package's or the fragment's own file, without the bundler's prefixes: `react-dom/cjs/….js:123`. */
function shortSource(source: string, line: number | null): string {
  const withoutPrefix = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');
  return line === null ? withoutPrefix : `${withoutPrefix}:${line}`;
}

/** Names each distinct frame once, fetching every script's source map once. */
function frameNamer(): (frame: CallFrame) => Promise<string> {
  const maps = new Map<string, Promise<SourceMapConsumer | undefined>>();
  const consumerOf = (url: string) => {
    let consumer = maps.get(url);
    if (!consumer) {
      consumer = fetch(`${url.split('?')[0]}.map`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => (response.ok ? new SourceMapConsumer((await response.json()) as RawSourceMap) : undefined))
        .catch(() => undefined);
      maps.set(url, consumer);
    }
    return consumer;
  };
  return async (frame) => {
    const minified = frame.functionName || '(anonymous)';
    if (!/^https?:/.test(frame.url)) return minified;
    const file = frame.url.slice(frame.url.lastIndexOf('/') + 1);
    const consumer = await consumerOf(frame.url);
    const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original?.source) return `${minified} ${file}`;
    return `${original.name ?? minified} ${shortSource(original.source, original.line)}`;
  };
}

const largest = (times: Map<string, number>, top: number): FunctionTime[] =>
  [...times]
    .filter(([name]) => !NOT_CODE.has(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1000 }));

/** For each window, the `top` functions by their own time and by the time with their callees. */
export async function functionsOfWindows(profile: CpuProfile, windows: readonly TimeWindow[], top = 6): Promise<WindowFunctions[]> {
  const name = frameNamer();
  const names = new Map<number, string>();
  await Promise.all(profile.nodes.map(async (node) => names.set(node.id, await name(node.callFrame))));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  // Each sample stands for the time until the next one.
  const sampledAt: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) sampledAt.push((time += delta));

  return windows.map(({ startUs, endUs }) => {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    profile.samples.forEach((nodeId, index) => {
      const at = sampledAt[index] ?? 0;
      if (at < startUs || at > endUs) return;
      const us = profile.timeDeltas[index + 1] ?? SAMPLING_INTERVAL_US;
      const own = names.get(nodeId) ?? '?';
      self.set(own, (self.get(own) ?? 0) + us);
      // A recursive function counts once per sample in its total.
      const onStack = new Set<string>();
      for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id)) onStack.add(names.get(id) ?? '?');
      for (const frame of onStack) total.set(frame, (total.get(frame) ?? 0) + us);
    });
    return { self: largest(self, top), total: largest(total, top) };
  });
}
