import { useCallback, useEffect, useState } from 'react';
import { isMobileApp } from '@storefront/platform';
import { fetchRedirectOffer, type RedirectOffer } from './redirect-options';
import { hasSkipMarker, readShownCount } from './soft-redirect-cookies';

/**
 * Spec section 4: the offer to show, if the modal may open: outside the mobile app, without the session skip
 * marker, while the shown count is below the maximum, and only if the lookup returns at least one option.
 * The lookup is made only when the other three conditions hold.
 */
export function useRedirectOffer(maxShownCount: number): [RedirectOffer | undefined, () => void] {
  const [offer, setOffer] = useState<RedirectOffer>();
  useEffect(() => {
    if (isMobileApp() || hasSkipMarker() || readShownCount() >= maxShownCount) return undefined;
    let active = true;
    void fetchRedirectOffer().then((result) => {
      if (active && result && result.options.length > 0) setOffer(result);
    });
    return () => {
      active = false;
    };
  }, [maxShownCount]);
  const close = useCallback(() => setOffer(undefined), []);
  return [offer, close];
}
