import type { TrackerModule } from '@storefront/contracts';

let recorder: TrackerModule | undefined;

/**
 * What `mf_tracking/tracker` is on the fake federation runtime. The page loads it once and keeps it, so it is one
 * object for the whole test file that hands every call to the fake tracker of the running test (none: ignored).
 */
export const fakeTrackerModule: TrackerModule = {
  tracker: {
    pageView: (context, data) => recorder?.tracker.pageView(context, data),
    impression: (context, target, data) => recorder?.tracker.impression(context, target, data),
    click: (context, target, data) => recorder?.tracker.click(context, target, data),
  },
  observeImpression: (element, onImpression, options) => (recorder ? recorder.observeImpression(element, onImpression, options) : () => undefined),
};

export function recordTrackingWith(next: TrackerModule | undefined): void {
  recorder = next;
}
