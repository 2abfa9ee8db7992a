/**
 * The machine's Chromium renderer processes, from Linux's `/proc`. The process ids are the system's: the benchmarks
 * run the browser without a sandbox. Elsewhere than Linux there are none.
 */
import fs from 'node:fs';

/** A file of `/proc`, or undefined once its process or thread has ended. */
export function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The ids of a process's threads (the first is the process's main thread, whose id is the process's). */
export function threadIds(pid: string): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // the process has ended
  }
}

/**
 * Returns a function that lists the renderers' process ids now. A process's command line is read once (a reader polls
 * often, and its CPU time competes with the page for the cores), except a zygote's: a renderer is forked from it and
 * shows its command line until it has written its own.
 */
export function rendererProcesses(): () => string[] {
  const renderers = new Set<string>();
  const others = new Set<string>();
  return () => {
    if (!fs.existsSync('/proc/self/task')) return [];
    for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      if (others.has(pid) || renderers.has(pid)) continue;
      const commandLine = readProc(`/proc/${pid}/cmdline`) ?? '';
      if (commandLine.includes('--type=renderer')) renderers.add(pid);
      else if (!commandLine.includes('--type=zygote')) others.add(pid);
    }
    for (const pid of renderers) if (!fs.existsSync(`/proc/${pid}`)) renderers.delete(pid);
    return [...renderers];
  };
}
