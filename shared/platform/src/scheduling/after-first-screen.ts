/**
 * Longest wait for the page to say its first screen is shown: a page fragment that never settles must not keep
 * deferred work from starting at all.
 */
export const FIRST_SCREEN_WAIT_LIMIT_MS = 5000;

interface FirstScreenWait {
  done: Promise<void>;
  /** The first screen is shown: resolve in the next task. */
  shown(): void;
  /** Resolve now. */
  end(): void;
}

let wait: FirstScreenWait | undefined;

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
    // A task of its own, after what the page's mount left queued (its effects, its first paint). Not
    // requestIdleCallback: a page kept busy by a slow phone (or a test's held clock) seldom has an idle moment.
    setTimeout(resolve, 0);
  };
  setTimeout(shown, FIRST_SCREEN_WAIT_LIMIT_MS);
  wait = { done, shown, end: resolve };
  return wait;
}

/**
 * Resolves once the page's first screen is interactive: in the task after the page said it is shown
 * (`firstScreenShown()`, the shell when the route's page fragment has mounted or failed; at most
 * FIRST_SCREEN_WAIT_LIMIT_MS from the first call). Work the first screen does not need (the tracking fragment and its
 * tag manager) waits for it, so a slow phone's start-up tasks are the first screen's own. Ends at once after
 * `endFirstScreenWait()`, e.g. when the shopper acts and a tracked event waits for it. One wait per page, shared by
 * every fragment (the platform is a singleton). Outside a browser it resolves at once.
 *
 * Not the window's load event: with a server-rendered first view the document has loaded before the shell's scripts
 * start.
 */
export function afterFirstScreen(): Promise<void> {
  return firstScreenWait().done;
}

/** The page's first screen is shown (its page fragment mounted, failed, or there is none): what waits for it starts next. */
export function firstScreenShown(): void {
  firstScreenWait().shown();
}

/** Ends the wait of `afterFirstScreen()` now (the shopper acted: what waits for the first screen is wanted now). */
export function endFirstScreenWait(): void {
  firstScreenWait().end();
}
