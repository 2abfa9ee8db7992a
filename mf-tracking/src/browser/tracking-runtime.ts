import {
  getApiClient,
  getPersonalisation,
  getSiteConfig,
  getStorefrontConfig,
  logError,
  reportError,
  yieldToMain,
  type LogContext,
  type SiteConfig,
} from '@storefront/platform';
import { createTracker } from '../events/create-tracker';
import { buildEventDetails } from '../events/event-details';
import { SidSource } from '../queue/sid-source';
import { TrackingQueue } from '../queue/tracking-queue';
import { createCarryOverOnLeave } from './carry-over-on-leave';
import { pushToDataLayer } from './data-layer';
import { injectTagManagerScript, whenTagManagerReady } from './tag-manager';
import { isTrackingRegistry, type StorefrontTrackingRegistry, type TrackingRuntime } from './tracking-registry';

export const SID_PATH = '/om/zdl/sid';

/** What the runtime takes from the platform; replaceable in tests. */
export interface TrackingServices {
  getSiteConfig(): SiteConfig;
  getTagManagerUrl(): string | undefined;
  fetchSid(): Promise<unknown>;
  getAudiences(): readonly string[];
  log(message: string, context: LogContext): void;
  report(error: unknown, context: LogContext): void;
}

export const platformServices: TrackingServices = {
  getSiteConfig,
  getTagManagerUrl: () => getStorefrontConfig().tagManagerUrl,
  fetchSid: async () => (await getApiClient('bff', 'mf-tracking').get<unknown>(SID_PATH)).data,
  getAudiences: () => getPersonalisation().audiences,
  log: logError,
  report: reportError,
};

/**
 * The page's tracking runtime: reuses the one on `window.__storefrontTracking` if there is one, so there is
 * never a second queue; otherwise creates it, then loads the tag manager and starts fetching the sid (each in a
 * task of its own).
 */
export function obtainTrackingRuntime(win: Window, services: TrackingServices = platformServices): TrackingRuntime {
  const existing = win.__storefrontTracking;
  if (isTrackingRegistry(existing)) {
    existing.reuses += 1;
    return existing.runtime;
  }
  if (existing !== undefined) {
    services.report(new Error('window.__storefrontTracking holds something else; replaced by the tracking queue'), {
      fragment: 'mf-tracking',
    });
  }
  const registry = createRuntime(win, services);
  registry.instancesCreated += countOfReplaced(existing);
  win.__storefrontTracking = registry;
  return registry.runtime;
}

function createRuntime(win: Window, services: TrackingServices): StorefrontTrackingRegistry {
  const instanceId = createInstanceId(win);
  const pushed: StorefrontTrackingRegistry['pushed'] = [];
  const queue = new TrackingQueue({
    push: (entry) => {
      pushToDataLayer(win, entry);
      pushed.push(entry);
    },
    onPushFailed: (error, entry) => services.report(error, { fragment: 'mf-tracking', operation: 'dataLayer.push', sequence: entry.sequence }),
  });
  const carryOver = createCarryOverOnLeave(win, queue, instanceId);
  const tracker = createTracker({
    enqueue: (event) => {
      // What earlier pages left comes first, also when this page's first event comes before the start-up's task.
      carryOver.start();
      queue.enqueue(event);
    },
    describe: () =>
      buildEventDetails({
        site: services.getSiteConfig(),
        pageLocation: win.location.href,
        userAgent: win.navigator.userAgent,
        audiences: services.getAudiences(),
      }),
    log: services.log,
    report: services.report,
  });

  const stopWaitingForTagManager = whenTagManagerReady(win, () => queue.markTagManagerReady());
  const sidSource = new SidSource({ fetchSid: services.fetchSid, onSid: (sid) => queue.provideSid(sid), log: services.log });
  const tagManagerUrl = services.getTagManagerUrl();
  let disposed = false;
  // Each in a task of its own, after the one creating the runtime (often the one mounting a page's blocks): starting
  // a request costs a slow phone's main thread some 10 ms. Events raised meanwhile are queued, as until the sid is in.
  void (async () => {
    await yieldToMain();
    if (disposed) return;
    carryOver.start();
    injectTagManagerScript(win.document, tagManagerUrl, services.report);
    await yieldToMain();
    if (!disposed) sidSource.start();
  })();

  return {
    instanceId,
    createdAt: new Date().toISOString(),
    instancesCreated: 1,
    reuses: 0,
    pushed,
    runtime: { instanceId, tracker, getSnapshot: queue.getSnapshot, subscribe: queue.subscribe },
    dispose: () => {
      disposed = true;
      carryOver.stop();
      stopWaitingForTagManager();
      sidSource.stop();
    },
  };
}

function countOfReplaced(previous: unknown): number {
  if (typeof previous !== 'object' || previous === null) return 0;
  const count = (previous as { instancesCreated?: unknown }).instancesCreated;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

function createInstanceId(win: Window): string {
  const uuid = win.crypto?.randomUUID?.bind(win.crypto);
  return uuid ? uuid() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
