import type { EventEmitter } from 'node:events';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

export interface StopOnSignals {
  /** Aborted at the first SIGINT or SIGTERM, with the signal's name as its reason. */
  signal: AbortSignal;
  /** Removes the handlers (the process's default handling returns). */
  dispose(): void;
}

/**
 * Turns a pipeline's cancel or time-out (SIGTERM) or a Ctrl-C (SIGINT) into an abort the command can act on (take
 * its canary out) instead of the process ending where it stands. A second signal is `onRepeat`'s: whoever sends it
 * will not wait for the first to be handled.
 */
export function stopOnSignals(options: {
  onStop?: (signal: StopSignal) => void;
  onRepeat: (signal: StopSignal) => void;
  process?: Pick<EventEmitter, 'on' | 'off'>;
}): StopOnSignals {
  const target = options.process ?? process;
  const controller = new AbortController();
  const handlers = STOP_SIGNALS.map((name) => {
    const handler = () => {
      if (controller.signal.aborted) return options.onRepeat(name);
      options.onStop?.(name);
      controller.abort(name);
    };
    target.on(name, handler);
    return [name, handler] as const;
  });
  return {
    signal: controller.signal,
    dispose: () => {
      for (const [name, handler] of handlers) target.off(name, handler);
    },
  };
}
