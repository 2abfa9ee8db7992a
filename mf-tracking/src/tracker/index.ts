// The module other fragments load as `mf_tracking/tracker` (TrackerModule in @storefront/contracts).
import { isPlatformConfigured } from '@storefront/platform';
import type { Tracker } from '@storefront/contracts';
import { currentPageViews } from '../page-view/current-page-views';
import { getTrackingRuntime } from './current-runtime';
import { safely } from './safely';

export { observeImpression } from '../impressions/observe-impression';
export { BANNER_IMPRESSION_DELAY_MS, HERO_BANNER_THRESHOLD, RECOMMENDATION_NEXT, RECOMMENDATION_PREVIOUS } from './constants';

/**
 * Hands every call to the page's one queue; never throws into the calling fragment. An impression or a click on a
 * page whose view was not sent yet sends that first: the page view comes before the page's other events.
 */
export const tracker: Tracker = {
  pageView: (context, data) => safely('PAGE_VIEW', (queue) => queue.pageView(context, data)),
  impression: (context, target, data) =>
    safely('IMPRESSION', (queue) => {
      currentPageViews()?.trackCurrentPage();
      queue.impression(context, target, data);
    }),
  click: (context, target, data) =>
    safely('CLICK', (queue) => {
      currentPageViews()?.trackCurrentPage();
      queue.click(context, target, data);
    }),
};

// Start loading the tag manager and the sid as soon as the first fragment loads the tracker.
if (typeof window !== 'undefined' && isPlatformConfigured()) getTrackingRuntime();
