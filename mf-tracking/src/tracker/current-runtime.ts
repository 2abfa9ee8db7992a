import { reportError } from '@storefront/platform';
import { obtainTrackingRuntime } from '../browser/tracking-runtime';
import type { TrackingRuntime } from '../browser/tracking-registry';

let runtime: TrackingRuntime | undefined;

/**
 * The page's tracking runtime, created on first use (or reused from `window.__storefrontTracking`).
 * undefined when it cannot be created, e.g. before the platform is configured; that is reported.
 */
export function getTrackingRuntime(): TrackingRuntime | undefined {
  if (runtime) return runtime;
  try {
    runtime = obtainTrackingRuntime(window);
  } catch (error) {
    reportError(error, { fragment: 'mf-tracking', consequence: 'event not tracked' });
  }
  return runtime;
}

/** For tests: forget the runtime so the next call obtains it again from the window. */
export function resetTrackingRuntimeForTesting(): void {
  runtime = undefined;
}
