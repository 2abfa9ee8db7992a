// The module other fragments load as `mf_tracking/tracker` (TrackerModule in @storefront/contracts).
import { isPlatformConfigured, reportError } from '@storefront/platform';
import type { Tracker, TrackingEventName } from '@storefront/contracts';
import { getTrackingRuntime } from './current-runtime';

export { observeImpression } from '../impressions/observe-impression';
export { BANNER_IMPRESSION_DELAY_MS, HERO_BANNER_THRESHOLD, RECOMMENDATION_NEXT, RECOMMENDATION_PREVIOUS } from './constants';

function safely(event: TrackingEventName, call: (tracker: Tracker) => void): void {
  try {
    const runtime = getTrackingRuntime();
    if (runtime) call(runtime.tracker);
  } catch (error) {
    reportError(error, { fragment: 'mf-tracking', event, consequence: 'event not tracked' });
  }
}

/** Hands every call to the page's one queue; never throws into the calling fragment. */
export const tracker: Tracker = {
  pageView: (context, data) => safely('PAGE_VIEW', (queue) => queue.pageView(context, data)),
  impression: (context, target, data) => safely('IMPRESSION', (queue) => queue.impression(context, target, data)),
  click: (context, target, data) => safely('CLICK', (queue) => queue.click(context, target, data)),
};

// Start loading the tag manager and the sid as soon as the first fragment loads the tracker.
if (typeof window !== 'undefined' && isPlatformConfigured()) getTrackingRuntime();
