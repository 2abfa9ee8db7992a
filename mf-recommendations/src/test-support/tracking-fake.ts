import { setTrackerModuleForTesting } from '@storefront/ui';
import type { ImpressionOptions, TrackerModule, TrackingContext, TrackingData, TrackingTarget } from '@storefront/contracts';

export interface RecordedEvent {
  event: 'IMPRESSION' | 'CLICK' | 'PAGE_VIEW';
  context: TrackingContext;
  target?: TrackingTarget;
  data?: TrackingData;
}

export interface FakeTracker {
  events: RecordedEvent[];
  /** Elements currently observed for impressions. */
  observed: Set<Element>;
  /** Makes every observed element "visible": its impression callback runs (the real observer fires once per element). */
  showAll(): void;
}

/**
 * A tracker module for tests that records what the fragment sends. Impressions fire when the test calls showAll()
 * (or, with visibleAtOnce, as soon as an element is observed, as for cards already in view);
 * like mf-tracking's observer it fires at most once per observation, so a repeated impression means the card
 * started observing again.
 */
export function installFakeTracker({ visibleAtOnce = false }: { visibleAtOnce?: boolean } = {}): FakeTracker {
  const events: RecordedEvent[] = [];
  const observed = new Set<Element>();
  const pending = new Map<Element, Array<() => void>>();
  const module: TrackerModule = {
    tracker: {
      pageView: (context, data) => events.push({ event: 'PAGE_VIEW', context, ...(data ? { data } : {}) }),
      impression: (context, target, data) => events.push({ event: 'IMPRESSION', context, target, ...(data ? { data } : {}) }),
      click: (context, target, data) => events.push({ event: 'CLICK', context, target, ...(data ? { data } : {}) }),
    },
    observeImpression(element: Element, onImpression: () => void, _options?: ImpressionOptions) {
      observed.add(element);
      let fired = false;
      const fire = () => {
        if (fired) return;
        fired = true;
        onImpression();
      };
      pending.set(element, [...(pending.get(element) ?? []), fire]);
      if (visibleAtOnce) fire();
      return () => {
        observed.delete(element);
        pending.set(element, (pending.get(element) ?? []).filter((callback) => callback !== fire));
      };
    },
  };
  setTrackerModuleForTesting(module);
  return {
    events,
    observed,
    showAll: () => pending.forEach((callbacks) => callbacks.forEach((callback) => callback())),
  };
}
