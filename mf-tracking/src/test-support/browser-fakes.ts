import { fakeBackend, json, type FakeBackend } from '@storefront/test-support';
import { TAG_MANAGER_READY_EVENT } from '../browser/browser-globals';

export const TAG_MANAGER_URL = 'http://localhost:8090/tag-manager.js';

/** The page's backend with the BFF's sid endpoint answering `sid`; other calls are answered 404. */
export function backendWithSid(sid = 'sid-1'): FakeBackend {
  return fakeBackend({ 'GET /om/zdl/sid': () => json({ sid }) });
}

/** What the tag-manager stand-in does once it has loaded. */
export function tagManagerLoads(): void {
  window.storefrontTagManager = { ready: true };
  window.dispatchEvent(new Event(TAG_MANAGER_READY_EVENT));
}

/** Forgets everything a tracking runtime left on the page. */
export function clearTrackingGlobals(): void {
  window.__storefrontTracking?.dispose();
  delete window.__storefrontTracking;
  delete window.storefrontTagManager;
  delete window.dataLayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

/**
 * Lets pending promises and the tasks due now settle under fake timers: fetch answers, and the runtime's start-up,
 * which goes on in tasks of its own (the tag manager, then the sid request).
 */
export async function settle(): Promise<void> {
  // A zero timer set by a timer's callback is due a millisecond later under fake timers.
  for (let round = 0; round < 3; round += 1) await jest.advanceTimersByTimeAsync(1);
}
