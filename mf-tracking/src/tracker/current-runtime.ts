import { reportError } from '@storefront/platform';
import { obtainTrackingRuntime } from '../browser/tracking-runtime';
import type { TrackingRuntime } from '../browser/tracking-registry';

let runtime: TrackingRuntime | undefined;

/**
 * The page's tracking runtime, created on first use (or reused from `window.__storefrontTracking`).
 * Kept while it is the one registered on the page, so a page whose registry was disposed gets a new one.
 * undefined when it cannot be created, e.g. before the platform is configured; that is reported.
 */
export function getTrackingRuntime(): TrackingRuntime | undefined {
  if (runtime && window.__storefrontTracking?.runtime === runtime) return runtime;
  try {
    runtime = obtainTrackingRuntime(window);
  } catch (error) {
    reportError(error, { fragment: 'mf-tracking', consequence: 'event not tracked' });
  }
  return runtime;
}
