import type { PageCode } from '@storefront/contracts';
import { normalisePath } from '@storefront/contracts';
import { pageCodeForPath } from './page-codes';

/** Fired by single-spa after every navigation, once the applications of the new route are mounted. */
export const SINGLE_SPA_ROUTING_EVENT = 'single-spa:routing-event';

/** Where the path whose page view was sent last is kept (the page's tracking runtime; a fresh object by default). */
export interface PageViewRecord {
  viewedPath?: string;
}

export interface NavigationPageViewsOptions {
  win: Window;
  trackPageView(pageCode: PageCode | undefined): void;
  record?: PageViewRecord;
}

/**
 * The page views of a page: `start` tracks the current page and listens for navigations, `stop` stops listening;
 * `trackCurrentPage` sends the current page's view unless it was sent (for an event raised before it).
 */
export interface NavigationPageViews {
  start(): void;
  stop(): void;
  trackCurrentPage(): void;
}

/**
 * One PAGE_VIEW per navigation. A navigation is a change of path: query and hash changes on the same path
 * (tab switches, skip anchors) and repeated routing events for the same path are not new page views.
 * (A closure, not a class: the class's compiled field helpers cost the page's first JavaScript 0.1 KB.)
 */
export function createNavigationPageViews({ win, trackPageView, record = {} }: NavigationPageViewsOptions): NavigationPageViews {
  let listening = false;
  const trackCurrentPath = () => {
    const path = normalisePath(win.location.pathname);
    if (path === record.viewedPath) return;
    record.viewedPath = path;
    trackPageView(pageCodeForPath(path));
  };
  return {
    // Tracks the current page (single-spa's first routing event may already have passed) and listens.
    start() {
      if (listening) return;
      listening = true;
      win.addEventListener(SINGLE_SPA_ROUTING_EVENT, trackCurrentPath);
      trackCurrentPath();
    },
    stop() {
      listening = false;
      win.removeEventListener(SINGLE_SPA_ROUTING_EVENT, trackCurrentPath);
    },
    trackCurrentPage: trackCurrentPath,
  };
}
