import { normalisePath } from '@storefront/contracts';

/** single-spa's event after every navigation, once the applications of the new route are mounted. */
const ROUTING_EVENT = 'single-spa:routing-event';

/** Routed locations kept: far more than a shopper reaches before the page's late readers (tracking) start. */
export const KEPT_ROUTED_LOCATIONS = 50;

/** A path the document was routed to: where it landed, or a single-spa navigation to another path. */
export interface RoutedLocation {
  /** 1 for the landing location, then one more per new path, for the document's whole life. */
  index: number;
  /** `normalisePath` of the location's path. */
  path: string;
  /** The location's href when the document came to the path. */
  href: string;
}

let kept: RoutedLocation[] = [];

/**
 * Records the document's routed paths from now on (the shell, as its start-up begins): the current location, then
 * each single-spa navigation to another path (query and hash changes on the same path are none), so what starts
 * later (tracking, after the first screen) still learns where the shopper has been. Keeps the last
 * KEPT_ROUTED_LOCATIONS. Returns the function that stops it and forgets them (for tests).
 */
export function recordRoutedLocations(win: Window = window): () => void {
  kept = [];
  let last: RoutedLocation | undefined;
  const record = () => {
    const path = normalisePath(win.location.pathname);
    if (path === last?.path) return;
    last = { index: (last?.index ?? 0) + 1, path, href: win.location.href };
    kept = [...kept.slice(1 - KEPT_ROUTED_LOCATIONS), last];
  };
  record();
  win.addEventListener(ROUTING_EVENT, record);
  return () => {
    win.removeEventListener(ROUTING_EVENT, record);
    kept = [];
  };
}

/** The document's routed locations recorded so far, oldest first (none when nothing records them, e.g. no shell). */
export function routedLocations(): readonly RoutedLocation[] {
  return kept;
}
