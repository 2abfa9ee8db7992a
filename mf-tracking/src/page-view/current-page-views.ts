import * as platform from '@storefront/platform';
import type { PageCode } from '@storefront/contracts';
import { createPageAbTestPoll } from '../ab-tests/page-ab-tests';
import type { TrackingRuntime } from '../browser/tracking-registry';
import { getTrackingRuntime } from '../tracker/current-runtime';
import { safely } from '../tracker/safely';
import { createNavigationPageViews, type NavigationPageViews } from './navigation-page-views';

const pageViewsOf = new WeakMap<TrackingRuntime, NavigationPageViews>();

/** A shell released before the platform recorded routed locations provides none: then the current page is the only one known. */
const pagePlatform: Partial<Pick<typeof platform, 'routedLocations'>> = platform;

/**
 * The page views of the page's one queue: the tracking app starts them (one per navigation), and any other event
 * raised on a page not viewed yet raises its page view first — a tap can come before the app has started, which it
 * does only after the first screen. undefined when tracking cannot start (reported by the runtime).
 */
export function currentPageViews(): NavigationPageViews | undefined {
  const runtime = getTrackingRuntime();
  if (!runtime) return undefined;
  let pageViews = pageViewsOf.get(runtime);
  if (!pageViews) {
    const abTestsFrom = createPageAbTestPoll();
    const trackPageView = (pageCode: PageCode | undefined, pageLocation: string) => {
      safely('PAGE_VIEW', (tracker) => tracker.pageView({ pageCode }, undefined, pageLocation));
      // After the page view, so the queue sends the assignments after it.
      if (pageCode) abTestsFrom(pageCode);
    };
    // The path viewed last is kept on the runtime: a second copy of this module on the page sees it too.
    pageViews = createNavigationPageViews({ win: window, trackPageView, routedLocations: pagePlatform.routedLocations, record: runtime });
    pageViewsOf.set(runtime, pageViews);
  }
  return pageViews;
}
