import { reportError } from '@storefront/platform';
import type { TrackingEventName } from '@storefront/contracts';
import type { RuntimeTracker } from '../events/create-tracker';
import { getTrackingRuntime } from './current-runtime';

/** Hands the call to the page's one tracker; never throws into the caller (a fragment, or this one's app). */
export function safely(event: TrackingEventName, call: (tracker: RuntimeTracker) => void): void {
  try {
    const runtime = getTrackingRuntime();
    if (runtime) call(runtime.tracker);
  } catch (error) {
    reportError(error, { fragment: 'mf-tracking', event, consequence: 'event not tracked' });
  }
}
