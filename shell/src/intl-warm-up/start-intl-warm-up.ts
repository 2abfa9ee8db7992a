/**
 * Starts the worker that formats one price and ends (intl-warm-up.worker.ts), so that the page's own first price or
 * rating costs its main thread almost nothing.
 *
 * The first `Intl.NumberFormat` a renderer creates loads ICU's number-formatting data (ICU: Chrome's Intl library):
 * at a low-end phone's speed (7.3x CPU slowdown) 107 to 240 ms on the main thread, in whichever task a fragment first
 * formats a number, whatever the locale. ICU keeps that data per process, not per thread: once a worker has loaded
 * it, the main thread's first formatter took 1.5 to 10 ms (docs/performance-log.md, 2026-12-02, fifth session).
 */
export function startIntlWarmUp(workerUrl: string, environment: { Worker?: typeof Worker } = globalThis): void {
  if (typeof environment.Worker !== 'function') return;
  try {
    // Nothing waits for it: without the warm-up the first formatter only takes longer.
    new environment.Worker(workerUrl);
  } catch {
    // A policy refusing the worker (SecurityError) costs only the warm-up.
  }
}
