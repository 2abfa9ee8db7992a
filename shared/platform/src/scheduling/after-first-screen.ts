/**
 * Longest wait for the window's load event: a picture or a script that hangs must not keep deferred work from
 * starting at all.
 */
export const LOAD_WAIT_LIMIT_MS = 5000;
/** Longest wait for an idle moment after the load: on a phone kept busy, deferred work still starts. */
export const IDLE_WAIT_LIMIT_MS = 1000;

let firstScreen: Promise<void> | undefined;
let endWait: () => void = () => undefined;

function whenIdle(done: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: IDLE_WAIT_LIMIT_MS });
  else setTimeout(done, 0);
}

/**
 * Resolves once the page's first screen is interactive: after the window's load event (at most LOAD_WAIT_LIMIT_MS
 * from the first call), at the main thread's next idle moment. Work the first screen does not need (the tracking
 * fragment and its tag manager) waits for it, so a slow phone's start-up tasks are the first screen's own. Ends at
 * once after `endFirstScreenWait()`, e.g. when the shopper acts and a tracked event waits for it. One wait per page,
 * shared by every fragment (the platform is a singleton). Outside a browser it resolves at once.
 */
export function afterFirstScreen(): Promise<void> {
  firstScreen ??= new Promise<void>((resolve) => {
    endWait = resolve;
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      resolve();
      return;
    }
    let waiting = true;
    const loaded = () => {
      if (!waiting) return;
      waiting = false;
      window.removeEventListener('load', loaded);
      whenIdle(resolve);
    };
    if (document.readyState === 'complete') {
      loaded();
      return;
    }
    window.addEventListener('load', loaded);
    setTimeout(loaded, LOAD_WAIT_LIMIT_MS);
  });
  return firstScreen;
}

/** Ends the wait of `afterFirstScreen()` now (the shopper acted: what waits for the first screen is wanted now). */
export function endFirstScreenWait(): void {
  void afterFirstScreen();
  endWait();
}
