import type { PageCode } from '@storefront/contracts';
import { normalisePath } from '@storefront/contracts';
import type { RoutedLocation } from '@storefront/platform';
import { pageCodeForPath } from './page-codes';

/** Fired by single-spa after every navigation, once the applications of the new route are mounted. */
export const SINGLE_SPA_ROUTING_EVENT = 'single-spa:routing-event';

/** What the page views were sent for (kept on the page's tracking runtime; a fresh object by default). */
export interface PageViewRecord {
  /** The path whose page view was sent last. */
  viewedPath?: string;
  /** The `index` of the last routed location handled. */
  viewedRoute?: number;
}

export interface NavigationPageViewsOptions {
  win: Window;
  /** Sends a page view; `pageLocation` is the href the document had on that page. */
  trackPageView(pageCode: PageCode | undefined, pageLocation: string): void;
  /** The document's routed locations so far, oldest first (the platform's record; none where it has none). */
  routedLocations?(): readonly RoutedLocation[];
  record?: PageViewRecord;
}

/**
 * The page views of a page: `start` sends those of the document's pages not viewed yet and listens for navigations,
 * `stop` stops listening; `trackCurrentPage` does the sending alone (for an event raised before the app started).
 */
export interface NavigationPageViews {
  start(): void;
  stop(): void;
  trackCurrentPage(): void;
}

/**
 * One PAGE_VIEW per navigation. A navigation is a change of path: query and hash changes on the same path
 * (tab switches, skip anchors) and repeated routing events for the same path are not new page views.
 * The app starts after the first screen: the pages the shopper was routed to before (the landing page, a header link
 * followed at once) get theirs first, in order, each with its own location.
 * (A closure, not a class: the class's compiled field helpers cost the page's first JavaScript 0.1 KB.)
 */
export function createNavigationPageViews({ win, trackPageView, routedLocations = () => [], record = {} }: NavigationPageViewsOptions): NavigationPageViews {
  let listening = false;
  const view = (path: string, href: string) => {
    if (path === record.viewedPath) return;
    record.viewedPath = path;
    trackPageView(pageCodeForPath(path), href);
  };
  const trackPages = () => {
    for (const { index, path, href } of routedLocations()) {
      if (index <= (record.viewedRoute ?? 0)) continue;
      record.viewedRoute = index;
      view(path, href);
    }
    // The current page even when nothing recorded it yet: single-spa reports a navigation once the new route has mounted.
    view(normalisePath(win.location.pathname), win.location.href);
  };
  return {
    start() {
      if (listening) return;
      listening = true;
      win.addEventListener(SINGLE_SPA_ROUTING_EVENT, trackPages);
      trackPages();
    },
    stop() {
      listening = false;
      win.removeEventListener(SINGLE_SPA_ROUTING_EVENT, trackPages);
    },
    trackCurrentPage: trackPages,
  };
}
