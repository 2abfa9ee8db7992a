import { SINGLE_SPA_ROUTING_EVENT } from '../page-view/navigation-page-views';

export const DEBUG_QUERY_PARAMETER = 'tracking-debug';
export const DEBUG_STORAGE_KEY = 'tracking-debug';

/** The developer panel shows with `?tracking-debug=1` or localStorage `tracking-debug` = '1'. */
export function isTrackingDebugEnabled(win: Window): boolean {
  if (new URLSearchParams(win.location.search).get(DEBUG_QUERY_PARAMETER) === '1') return true;
  try {
    return win.localStorage.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    // Storage can be blocked by the browser; then only the query parameter counts.
    return false;
  }
}

/**
 * The fragment's standalone page (development) shows the panel unless its URL says `?tracking-debug=0`: mf-tracking
 * renders nothing else, and a blank page told a squad nothing. The parameter is written into the URL, so it also
 * shows how to open the panel in the shop.
 */
export function showDebugPanelByDefault(win: Window): void {
  const url = new URL(win.location.href);
  if (url.searchParams.has(DEBUG_QUERY_PARAMETER)) return;
  url.searchParams.set(DEBUG_QUERY_PARAMETER, '1');
  win.history.replaceState(win.history.state, '', url);
}

/** Re-checks the switch after navigations and storage changes from other tabs. */
export function subscribeToDebugSwitch(win: Window, listener: () => void): () => void {
  const events = [SINGLE_SPA_ROUTING_EVENT, 'popstate', 'storage'] as const;
  events.forEach((name) => win.addEventListener(name, listener));
  return () => events.forEach((name) => win.removeEventListener(name, listener));
}
