import { useEffect, useState } from 'react';
import { getLoginState } from '@storefront/platform';

const ROUTING_EVENT = 'single-spa:routing-event';

/**
 * Whether the shopper is logged in, starting from `atStart` (the shell read it before rendering) and read again from
 * the cookies after each route change and when the tab is shown again: another tab may have logged in or out.
 */
export function useLoggedIn(atStart: boolean): boolean {
  const [loggedIn, setLoggedIn] = useState(atStart);
  useEffect(() => {
    const readAgain = () => setLoggedIn(getLoginState().loggedIn);
    const whenShown = () => {
      if (document.visibilityState === 'visible') readAgain();
    };
    window.addEventListener(ROUTING_EVENT, readAgain);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      window.removeEventListener(ROUTING_EVENT, readAgain);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, []);
  return loggedIn;
}
