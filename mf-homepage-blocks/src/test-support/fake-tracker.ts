import type { Tracker, TrackerModule } from '@storefront/contracts';
import { setTrackerModuleForTesting } from '@storefront/ui';

/** Replaces mf-tracking's tracker for a test; returns the tracker's mocked calls. */
export function useFakeTracker(): jest.Mocked<Tracker> {
  const tracker: jest.Mocked<Tracker> = { pageView: jest.fn(), impression: jest.fn(), click: jest.fn() };
  const module: TrackerModule = { tracker, observeImpression: () => () => undefined };
  setTrackerModuleForTesting(module);
  return tracker;
}
