import { useSyncExternalStore } from 'react';
import { getLoginState } from '@storefront/platform';

// The shell reloads the page after logging in or out: the session cookies never change under a rendered page.
const subscribe = () => () => {};
const readCustomerId = () => getLoginState().customerId;

/**
 * The logged-in customer's id from the session cookies, null when logged out. The cookies are read through React's
 * external-store snapshot, never by the component while rendering. A server render, and the hydration of its markup,
 * see `renderedFor` instead: the customer the server rendered for (a first view's state says whom), logged out
 * without one. After the hydration the cookies' customer shows (the same one, unless the session changed in between).
 */
export function useCustomerId(renderedFor: string | null = null): string | null {
  return useSyncExternalStore(subscribe, readCustomerId, () => renderedFor);
}
