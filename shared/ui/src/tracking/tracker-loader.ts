import { loadRemoteModule, reportError } from '@storefront/platform';
import type { TrackerModule } from '@storefront/contracts';
import { afterFirstScreenOrNow } from '../scheduling/first-screen-wait';

let trackerModule: Promise<TrackerModule | null> | undefined;

/**
 * The page's one tracker, from mf-tracking. Loaded once, after the first screen is interactive (afterFirstScreen:
 * its remote entry and the tag manager it starts are no part of a slow phone's start-up); when the tracking fragment
 * is unavailable, resolves to null so callers skip tracking and the page keeps working.
 */
export function getTrackerModule(): Promise<TrackerModule | null> {
  trackerModule ??= afterFirstScreenOrNow()
    .then(() => loadRemoteModule('mf_tracking/tracker'))
    .catch((error: unknown) => {
      reportError(error, { remoteModule: 'mf_tracking/tracker', consequence: 'tracking disabled on this page' });
      return null;
    });
  return trackerModule;
}
