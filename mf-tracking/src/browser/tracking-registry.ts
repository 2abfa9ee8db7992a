import type { RuntimeTracker } from '../events/create-tracker';
import type { DataLayerEntry } from '../queue/data-layer-entry';
import type { TrackingQueueSnapshot } from '../queue/tracking-queue';
import type { PageViewRecord } from '../page-view/navigation-page-views';

/** The page's one tracking runtime: the tracker, the path viewed last, and what the debug panel reads. */
export interface TrackingRuntime extends PageViewRecord {
  instanceId: string;
  tracker: RuntimeTracker;
  getSnapshot(): TrackingQueueSnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * `window.__storefrontTracking`: proof that there is one queue per page (read by the end-to-end tests and
 * by developers in the console), and the handle a second copy of this module would reuse.
 */
export interface StorefrontTrackingRegistry {
  instanceId: string;
  createdAt: string;
  /** Queues created on this page; anything but 1 is a bug. */
  instancesCreated: number;
  /** Times another copy of the tracker module found this queue and reused it instead of creating one. */
  reuses: number;
  /** Every entry pushed to the data layer, in order. */
  pushed: DataLayerEntry[];
  runtime: TrackingRuntime;
  /** Stops listening for the tag manager and fetching the sid; for tests that need a fresh page. */
  dispose(): void;
}

export function isTrackingRegistry(value: unknown): value is StorefrontTrackingRegistry {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StorefrontTrackingRegistry>;
  const runtime = candidate.runtime as Partial<TrackingRuntime> | undefined;
  return (
    typeof candidate.instanceId === 'string' &&
    Array.isArray(candidate.pushed) &&
    typeof candidate.instancesCreated === 'number' &&
    typeof runtime === 'object' &&
    runtime !== null &&
    typeof runtime.tracker?.pageView === 'function' &&
    typeof runtime.tracker.impression === 'function' &&
    typeof runtime.tracker.click === 'function' &&
    typeof runtime.tracker.abTest === 'function' &&
    typeof runtime.getSnapshot === 'function' &&
    typeof runtime.subscribe === 'function'
  );
}
