import type { ImpressionOptions, TrackingContext, TrackingData, TrackingEventName, TrackingTarget } from '@storefront/contracts';
import { afterThisTest } from '../after-this-test';
import { recordTrackingWith } from './fake-tracker-module';

/** One event a fragment sent; `data` only when the fragment passed some. */
export interface TrackedEvent {
  event: TrackingEventName;
  context: TrackingContext;
  target?: TrackingTarget;
  data?: TrackingData;
}

/** One observeImpression call. Like mf-tracking's observer it fires at most once, and never once stopped. */
export class ImpressionObservation {
  private fired = false;
  private stopCalls = 0;

  constructor(
    readonly element: Element,
    readonly options: ImpressionOptions | undefined,
    private readonly onImpression: () => void,
  ) {}

  /** How often the fragment called the stop function it was given. */
  get stops(): number {
    return this.stopCalls;
  }

  /** The element counts as seen: the impression callback runs, unless it ran already or observing stopped. */
  show(): void {
    if (this.fired || this.stopCalls > 0) return;
    this.fired = true;
    this.onImpression();
  }

  stop(): void {
    this.stopCalls += 1;
  }
}

export interface FakeTracker {
  /** Every event sent, in order. */
  events: TrackedEvent[];
  /** Every impression observation, in order, stopped ones included. */
  observations: ImpressionObservation[];
  /** Every observed element is seen now (a repeated impression means an element was observed again). */
  showAll(): void;
}

/**
 * Records what the fragments of the test send to mf-tracking's tracker, for the running test. Impressions fire when
 * the test shows them, or with `visibleAtOnce` as soon as an element is observed (cards in view from the start).
 */
export function installFakeTracker({ visibleAtOnce = false }: { visibleAtOnce?: boolean } = {}): FakeTracker {
  const events: TrackedEvent[] = [];
  const observations: ImpressionObservation[] = [];
  const withData = (data: TrackingData | undefined) => (data ? { data } : {});
  recordTrackingWith({
    tracker: {
      pageView: (context, data) => events.push({ event: 'PAGE_VIEW', context, ...withData(data) }),
      impression: (context, target, data) => events.push({ event: 'IMPRESSION', context, target, ...withData(data) }),
      click: (context, target, data) => events.push({ event: 'CLICK', context, target, ...withData(data) }),
    },
    observeImpression(element, onImpression, options) {
      const observation = new ImpressionObservation(element, options, onImpression);
      observations.push(observation);
      if (visibleAtOnce) observation.show();
      return () => observation.stop();
    },
  });
  afterThisTest(() => recordTrackingWith(undefined));
  return { events, observations, showAll: () => observations.forEach((observation) => observation.show()) };
}
