interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input in between: work done
 * piece by piece with this between the pieces never blocks the main thread for long on a slow phone. Uses
 * `scheduler.yield()` where the browser has it (the rest of the work goes first in the queue, before other tasks),
 * a zero timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `step` for each item in order, each in a task of its own (yieldToMain between them), until `active()` says
 * the caller has gone. For work whose items each cost a few milliseconds, of which there are many.
 */
export async function eachInOwnTask<T>(items: Iterable<T>, step: (item: T) => void, active: () => boolean = () => true): Promise<void> {
  let first = true;
  for (const item of items) {
    if (!first) await yieldToMain();
    first = false;
    if (!active()) return;
    step(item);
  }
}
