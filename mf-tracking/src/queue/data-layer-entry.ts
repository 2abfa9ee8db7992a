import type { TrackingData, TrackingEventName, TrackingTarget } from '@storefront/contracts';
import type { AbTestAssignment } from '../ab-tests/ab-test-data';

export type { ClientPlatform as TrackingPlatform } from '@storefront/platform';
import type { ClientPlatform as TrackingPlatform } from '@storefront/platform';

/** The details of spec section 7 that every event carries, taken when the event is raised. */
export interface EventDetails {
  domain: string;
  locale: string;
  siteId: number;
  pageLocation: string;
  currencyCode: string;
  platform: TrackingPlatform;
  audiences: string[];
}

/** The events fragments raise, and the A/B-test assignments this fragment reads from the page itself. */
export type QueuedEventName = TrackingEventName | 'AB_TEST';

/** An event as a fragment raised it: checked, described, numbered, still without a session id. */
export interface RaisedEvent {
  event: QueuedEventName;
  pageCode: string;
  target?: TrackingTarget;
  details: EventDetails;
  data?: TrackingData;
  /** AB_TEST only: the shopper's experiment assignments. */
  abTests?: AbTestAssignment[];
  /** Per-page counter in raise order, starting at 1. */
  sequence: number;
}

/** What is pushed to `window.dataLayer` (documented in README.md). */
export interface DataLayerEntry extends RaisedEvent {
  sid: string;
}

/** A raised event before the queue has numbered it. */
export type UnnumberedEvent = Omit<RaisedEvent, 'sequence'>;
