import type { PageCode } from '@storefront/contracts';
import { normalisePath } from '@storefront/contracts';
import { pageCodeForPath } from './page-codes';

/** Fired by single-spa after every navigation, once the applications of the new route are mounted. */
export const SINGLE_SPA_ROUTING_EVENT = 'single-spa:routing-event';

export interface NavigationPageViewsOptions {
  win: Window;
  trackPageView(pageCode: PageCode | undefined): void;
}

/** The page views of a page: `start` tracks the current page and listens for navigations, `stop` stops listening. */
export interface NavigationPageViews {
  start(): void;
  stop(): void;
}

/**
 * One PAGE_VIEW per navigation. A navigation is a change of path: query and hash changes on the same path
 * (tab switches, skip anchors) and repeated routing events for the same path are not new page views.
 * (A closure, not a class: the class's compiled field helpers cost the page's first JavaScript 0.1 KB.)
 */
export function createNavigationPageViews({ win, trackPageView }: NavigationPageViewsOptions): NavigationPageViews {
  let lastTrackedPath: string | undefined;
  let listening = false;
  const trackCurrentPath = () => {
    const path = normalisePath(win.location.pathname);
    if (path === lastTrackedPath) return;
    lastTrackedPath = path;
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
  };
}
