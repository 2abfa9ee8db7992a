/**
 * `--main-thread-core`: every page's main thread on a core of its own, everything else on the others, as on a phone
 * (or a CI machine) with cores to spare. On a 2-core host the page's main thread had a CPU for about a third of its
 * tasks' wall time, waiting for its own renderer's other threads, the browser and Lighthouse (docs/performance.md);
 * Lighthouse's simulation multiplies that wall time. Linux only, with util-linux's `taskset`.
 *
 * The benchmark's own process, and so everything it starts from then on (the storefront, the browsers, Lighthouse),
 * goes to the other cores; a renderer's threads inherit its cores, so every POLL_MS its main thread is moved to the
 * first core and any other thread of it that is not on the others is moved there (a thread the main thread starts is
 * born on the first core). A storefront already running when the benchmark starts stays where it is.
 */
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { readProc, rendererProcesses, threadIds } from './renderer-processes';

const POLL_MS = 5;
const MAIN_THREAD_CORE = '0';

export interface MainThreadCore {
  /** The cores everything but the pages' main threads runs on, as Linux writes a list of them (`1`, `1-3`). */
  otherCores: string;
  stop: () => void;
}

function taskset(args: string[]): void {
  const child = spawn('taskset', args, { stdio: 'ignore' });
  child.once('error', () => undefined);
}

/** The cores a thread may run on, as `/proc/<pid>/task/<tid>/status` lists them. */
function allowedCores(pid: string, tid: string): string | undefined {
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(readProc(`/proc/${pid}/task/${tid}/status`) ?? '')?.[1];
}

export function giveMainThreadsACore(): MainThreadCore {
  const cores = os.cpus().length;
  if (process.platform !== 'linux' || cores < 2) throw new Error('--main-thread-core needs Linux and at least 2 cores');
  const otherCores = cores === 2 ? '1' : `1-${cores - 1}`;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', otherCores, String(process.pid)], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(`--main-thread-core could not move the benchmark to cores ${otherCores} with taskset: ${String(error)}`);
  }
  const renderers = rendererProcesses();
  // A move asked for and not yet seen done: not asked again (a taskset process takes a few milliseconds).
  const asked = new Map<string, string>();
  const timer = setInterval(() => {
    for (const pid of renderers()) {
      for (const tid of threadIds(pid)) {
        const wanted = tid === pid ? MAIN_THREAD_CORE : otherCores;
        const allowed = allowedCores(pid, tid);
        if (allowed === wanted) asked.delete(tid);
        if (allowed === undefined || allowed === wanted || asked.get(tid) === wanted) continue;
        asked.set(tid, wanted);
        taskset(['-p', '-c', wanted, tid]);
      }
    }
  }, POLL_MS);
  // Never what keeps the benchmark running, also when it fails before it stops the moves.
  timer.unref();
  return { otherCores, stop: () => clearInterval(timer) };
}
