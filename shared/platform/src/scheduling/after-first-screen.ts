/**
 * Longest wait for the page to say its first screen is shown: a page fragment that never settles must not keep
 * deferred work from starting at all.
 */
export const FIRST_SCREEN_WAIT_LIMIT_MS = 5000;
/** Longest wait for an idle moment after it: on a phone kept busy, deferred work still starts. */
export const IDLE_WAIT_LIMIT_MS = 1000;

interface FirstScreenWait {
  done: Promise<void>;
  /** The first screen is shown: resolve at the next idle moment. */
  shown(): void;
  /** Resolve now. */
  end(): void;
}

let wait: FirstScreenWait | undefined;

function whenIdle(done: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: IDLE_WAIT_LIMIT_MS });
  else setTimeout(done, 0);
}

function firstScreenWait(): FirstScreenWait {
  if (wait) return wait;
  let resolve: () => void = () => undefined;
  const done = new Promise<void>((settle) => (resolve = settle));
  if (typeof window === 'undefined') {
    resolve();
    wait = { done, shown: () => undefined, end: () => undefined };
    return wait;
  }
  let waiting = true;
  const shown = () => {
    if (!waiting) return;
    waiting = false;
    whenIdle(resolve);
  };
  setTimeout(shown, FIRST_SCREEN_WAIT_LIMIT_MS);
  wait = { done, shown, end: resolve };
  return wait;
}

/**
 * Resolves once the page's first screen is interactive: after the page said it is shown (`firstScreenShown()`, the
 * shell when the route's page fragment has mounted; at most FIRST_SCREEN_WAIT_LIMIT_MS from the first call), at the
 * main thread's next idle moment. Work the first screen does not need (the tracking fragment and its tag manager)
 * waits for it, so a slow phone's start-up tasks are the first screen's own. Ends at once after
 * `endFirstScreenWait()`, e.g. when the shopper acts and a tracked event waits for it. One wait per page, shared by
 * every fragment (the platform is a singleton). Outside a browser it resolves at once.
 *
 * Not the window's load event: with a server-rendered first view the document has loaded before the shell's scripts
 * start.
 */
export function afterFirstScreen(): Promise<void> {
  return firstScreenWait().done;
}

/** The page's first screen is shown (its page fragment mounted, failed, or there is none): what waits for it starts when the main thread is next idle. */
export function firstScreenShown(): void {
  firstScreenWait().shown();
}

/** Ends the wait of `afterFirstScreen()` now (the shopper acted: what waits for the first screen is wanted now). */
export function endFirstScreenWait(): void {
  firstScreenWait().end();
}
