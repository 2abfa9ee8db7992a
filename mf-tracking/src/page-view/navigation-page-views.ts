import type { PageCode } from '@storefront/contracts';
import { normalisePath } from '@storefront/contracts';
import { pageCodeForPath } from './page-codes';

/** Fired by single-spa after every navigation, once the applications of the new route are mounted. */
export const SINGLE_SPA_ROUTING_EVENT = 'single-spa:routing-event';

export interface NavigationPageViewsOptions {
  win: Window;
  trackPageView(pageCode: PageCode | undefined): void;
}

/**
 * One PAGE_VIEW per navigation. A navigation is a change of path: query and hash changes on the same path
 * (tab switches, skip anchors) and repeated routing events for the same path are not new page views.
 */
export class NavigationPageViews {
  private lastTrackedPath: string | undefined;
  private listening = false;

  constructor(private readonly options: NavigationPageViewsOptions) {}

  /** Tracks the current page (single-spa's first routing event may already have passed) and listens. */
  start(): void {
    if (this.listening) return;
    this.listening = true;
    this.options.win.addEventListener(SINGLE_SPA_ROUTING_EVENT, this.handleRouting);
    this.trackCurrentPath();
  }

  stop(): void {
    this.listening = false;
    this.options.win.removeEventListener(SINGLE_SPA_ROUTING_EVENT, this.handleRouting);
  }

  private readonly handleRouting = () => this.trackCurrentPath();

  private trackCurrentPath(): void {
    const path = normalisePath(this.options.win.location.pathname);
    if (path === this.lastTrackedPath) return;
    this.lastTrackedPath = path;
    this.options.trackPageView(pageCodeForPath(path));
  }
}
