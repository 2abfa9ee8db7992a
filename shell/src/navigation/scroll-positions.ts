// Back (or forward) to a page of the shop shown by the shell brings the shopper back to where they were on it. The
// browser's own restoration cannot: it scrolls when the history moves, while the page shown is still the one being
// left (or the route's fragment has not laid the page out yet), and the shorter page cuts the position off.

/** Names this history entry in its state, so a position is kept per entry (two visits of `/` are two entries). */
const ENTRY_KEY = 'storefrontScrollEntry';
/** What the shopper does that takes over from a restore still waiting for the page: they scroll themselves. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event';
const ROUTING_EVENT = 'single-spa:routing-event';

export interface ScrollPositionsOptions {
  /**
   * Whether the route's page has its length: the shell's footer joins the page only then (global.css, the footer
   * rule for scrolling during load), so a position further down than the page reaches yet is not cut off.
   */
  pageHasLength?: (win: Window) => boolean;
}

const footerShown = (win: Window) => (win.document.getElementById('shell-footer')?.getClientRects().length ?? 0) > 0;

function entryKeyOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const key = (state as Record<string, unknown>)[ENTRY_KEY];
  return typeof key === 'string' ? key : undefined;
}

/**
 * Keeps each history entry's scroll position while the shopper is on it and scrolls back to it when the history
 * returns to that entry, once the route's page has its length; a new entry starts where the page puts it. Returns a
 * function that stops it.
 */
export function keepScrollPositions(win: Window = window, { pageHasLength = footerShown }: ScrollPositionsOptions = {}): () => void {
  const positions = new Map<string, number>();
  const prefix = Math.random().toString(36).slice(2, 8);
  let entries = 0;
  const newEntryKey = () => {
    const key = `${prefix}-${++entries}`;
    const state: unknown = win.history.state;
    // The same URL: single-spa starts no routing for it (urlRerouteOnly).
    win.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), [ENTRY_KEY]: key }, '');
    return key;
  };
  let entry = entryKeyOf(win.history.state) ?? newEntryKey();
  let routing = false;
  let stopRestore: (() => void) | undefined;

  const record = () => {
    if (!routing) positions.set(entry, win.scrollY);
  };
  const beforeRouting = () => {
    // The page is being swapped: what the window scrolls now is no position of the shopper's.
    routing = true;
    stopRestore?.();
  };
  const routed = () => {
    const key = entryKeyOf(win.history.state);
    entry = key ?? newEntryKey();
    const position = key === undefined ? undefined : positions.get(key);
    if (!position) {
      routing = false;
      return;
    }
    stopRestore = restoreWhenReachable(win, position, pageHasLength, () => {
      stopRestore = undefined;
      routing = false;
      record();
    });
  };

  record();
  win.addEventListener('scroll', record, { passive: true });
  win.addEventListener(BEFORE_ROUTING_EVENT, beforeRouting);
  win.addEventListener(ROUTING_EVENT, routed);
  return () => {
    stopRestore?.();
    win.removeEventListener('scroll', record);
    win.removeEventListener(BEFORE_ROUTING_EVENT, beforeRouting);
    win.removeEventListener(ROUTING_EVENT, routed);
  };
}

/**
 * Scrolls to `position` once the page has its length, and again as it grows while the position is beyond its end
 * (a page's sections may lay out after its length is known), until the window is there or the shopper scrolls
 * themselves; then calls `done`. Returns a function that stops it without calling `done`.
 */
function restoreWhenReachable(win: Window, position: number, pageHasLength: (win: Window) => boolean, done: () => void): () => void {
  const reached = () => {
    if (!pageHasLength(win)) return false;
    win.scrollTo(0, position);
    return Math.abs(win.scrollY - position) < 1;
  };
  if (reached()) {
    done();
    return () => undefined;
  }
  const changes = new MutationObserver(() => {
    if (!reached()) return;
    stop();
    done();
  });
  const shopperScrolls = () => {
    stop();
    done();
  };
  function stop() {
    changes.disconnect();
    SHOPPER_INPUT.forEach((type) => win.removeEventListener(type, shopperScrolls, true));
  }
  changes.observe(win.document.querySelector('main') ?? win.document.body, { attributes: true, childList: true, subtree: true });
  SHOPPER_INPUT.forEach((type) => win.addEventListener(type, shopperScrolls, { capture: true, passive: true }));
  return stop;
}
