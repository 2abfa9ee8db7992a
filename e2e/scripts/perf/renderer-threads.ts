/**
 * Where a renderer's threads spent a stretch of time: on a core, or runnable and waiting for one. Linux counts both
 * for every thread (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds); a sampler reads them for every renderer on the
 * machine every SAMPLE_MS with the monotonic clock, which is the clock of Chromium's traces on Linux, so a stretch of
 * a trace can be looked up after the renderer has gone (Lighthouse closes its page at the end of a run): its samples
 * stay. Elsewhere than Linux it records nothing (renderer-processes.ts). Sampling costs the benchmark's process about
 * 2-3 % of a core (measured on 2026-12-07 with three renderers).
 */
import fs from 'node:fs';
import { readProc, rendererProcesses, threadIds } from './renderer-processes';

const SAMPLE_MS = 100;

interface Sample {
  atUs: number;
  runNs: number;
  waitNs: number;
}

interface ThreadSamples {
  /** The thread's name as the system knows it (15 characters: `ThreadPoolForeg`, `Compositor` ...). */
  name: string;
  samples: Sample[];
}

export interface ThreadTimes {
  name: string;
  runMs: number;
  waitMs: number;
}

export interface RendererThreadTimes {
  main: ThreadTimes;
  /** The renderer's other threads with time on a core in the stretch, the busiest first. */
  others: ThreadTimes[];
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export interface RendererThreadSampler {
  /** Stops sampling. */
  stop: () => void;
  /** The times of a renderer's threads between two moments on the trace's clock (µs); undefined if never sampled. */
  between: (pid: number, fromUs: number, toUs: number) => RendererThreadTimes | undefined;
}

export function sampleRendererThreads(): RendererThreadSampler {
  const renderers = new Map<string, Map<string, ThreadSamples>>();
  const currentRenderers = rendererProcesses();
  const sample = () => {
    const atUs = nowUs();
    for (const pid of currentRenderers()) {
      const threads = renderers.get(pid) ?? new Map<string, ThreadSamples>();
      renderers.set(pid, threads);
      for (const tid of threadIds(pid)) {
        const [run, wait] = (readProc(`/proc/${pid}/task/${tid}/schedstat`) ?? '').trim().split(/\s+/).map(Number);
        if (run === undefined || wait === undefined || Number.isNaN(run) || Number.isNaN(wait)) continue;
        const thread = threads.get(tid) ?? { name: readProc(`/proc/${pid}/task/${tid}/comm`)?.trim() ?? tid, samples: [] };
        thread.samples.push({ atUs, runNs: run, waitNs: wait });
        threads.set(tid, thread);
      }
    }
  };
  const timer = fs.existsSync('/proc/self/task') ? setInterval(sample, SAMPLE_MS) : undefined;

  /** A thread's counters at a moment: its last sample before it, or zero if it started after (a new thread counts from 0). */
  const at = (thread: ThreadSamples, us: number): Sample => thread.samples.filter((sample) => sample.atUs <= us).at(-1) ?? { atUs: us, runNs: 0, waitNs: 0 };
  return {
    stop: () => clearInterval(timer),
    between: (pid, fromUs, toUs) => {
      const threads = renderers.get(String(pid));
      if (!threads?.has(String(pid))) return undefined;
      const times = [...threads.entries()].map(([tid, thread]) => {
        const from = at(thread, fromUs);
        const to = at(thread, toUs);
        return { tid, name: thread.name, runMs: (to.runNs - from.runNs) / 1e6, waitMs: (to.waitNs - from.waitNs) / 1e6 };
      });
      const main = times.find((thread) => thread.tid === String(pid));
      if (!main) return undefined;
      const others = times
        .filter((thread) => thread !== main && thread.runMs >= 1)
        .sort((a, b) => b.runMs - a.runMs)
        .map(({ name, runMs, waitMs }) => ({ name, runMs, waitMs }));
      return { main: { name: main.name, runMs: main.runMs, waitMs: main.waitMs }, others };
    },
  };
}
