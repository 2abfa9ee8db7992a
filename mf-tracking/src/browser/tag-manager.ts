import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import type { LogContext } from '@storefront/platform';
import { TAG_MANAGER_READY_EVENT } from './browser-globals';

const SCRIPT_MARKER = 'data-storefront-tag-manager';

/**
 * Calls onReady once the tag manager has loaded: it sets `window.storefrontTagManager.ready` and fires
 * `storefront:tag-manager-ready`. The script's load event is not enough; the tag manager may start later.
 */
export function whenTagManagerReady(win: Window, onReady: () => void): () => void {
  if (win.storefrontTagManager?.ready === true) {
    onReady();
    return () => undefined;
  }
  const listener = () => {
    win.removeEventListener(TAG_MANAGER_READY_EVENT, listener);
    onReady();
  };
  win.addEventListener(TAG_MANAGER_READY_EVENT, listener);
  return () => win.removeEventListener(TAG_MANAGER_READY_EVENT, listener);
}

/**
 * Adds the tag manager's script tag once per page. Without a URL, when the script fails, and when it has not loaded
 * within REQUEST_TIMEOUT_MS (a script cannot be aborted; it may still arrive), events stay queued, which is reported.
 */
export function injectTagManagerScript(doc: Document, url: string | undefined, report: (error: unknown, context: LogContext) => void): void {
  if (doc.querySelector(`script[${SCRIPT_MARKER}]`)) return;
  if (typeof url !== 'string' || url.trim() === '') {
    report(new Error('No tag manager URL configured; tracking events stay queued'), { fragment: 'mf-tracking' });
    return;
  }
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, '');
  const timer = setTimeout(() => {
    report(new Error(`Tag manager script did not load within ${REQUEST_TIMEOUT_MS} ms; tracking events stay queued`), { fragment: 'mf-tracking', url });
  }, REQUEST_TIMEOUT_MS);
  script.addEventListener('load', () => clearTimeout(timer));
  script.addEventListener('error', () => {
    clearTimeout(timer);
    report(new Error('Tag manager script failed to load; tracking events stay queued'), {
      fragment: 'mf-tracking',
      url,
    });
  });
  doc.head.appendChild(script);
}
