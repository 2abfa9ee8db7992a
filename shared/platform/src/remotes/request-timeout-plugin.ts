import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithTimeout } from '../api/fetch-with-timeout';

/**
 * A Module Federation runtime plugin that gives the runtime's manifest requests a time-out. Without it a manifest
 * that never arrives stays the runtime's pending answer for that remote, and every later attempt to load the
 * fragment on this page waits for it too; aborted, it fails and the next attempt asks again.
 */
export function requestTimeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-request-timeout',
    fetch: (url, init) => fetchWithTimeout(url, { ...init, timeoutMs }),
  };
}
