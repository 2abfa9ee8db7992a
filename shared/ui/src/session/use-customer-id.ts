import { useSyncExternalStore } from 'react';
import { getLoginState } from '@storefront/platform';

// The shell reloads the page after logging in or out: the session cookies never change under a rendered page.
const subscribe = () => () => {};
const readCustomerId = () => getLoginState().customerId;
const loggedOut = () => null;

/**
 * The logged-in customer's id from the session cookies, null when logged out. The cookies are read through React's
 * external-store snapshot, never by the component while rendering; a server render (and the hydration after it)
 * sees a shopper who is logged out.
 */
export function useCustomerId(): string | null {
  return useSyncExternalStore(subscribe, readCustomerId, loggedOut);
}
