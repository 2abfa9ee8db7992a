import { useEffect, useState } from 'react';
import { PAGE_CODES } from '@storefront/contracts';
import { TrackingPageProvider, useCustomerId } from '@storefront/ui';
import { AccountSections } from './AccountSections';
import { accountFirstView, type AccountFirstViewState } from './first-view/account-first-view';
import { LoginPrompt } from './login/LoginPrompt';
import './account-overview.css';

/**
 * The customer the page is for: while it renders or hydrates the server's first view, the one the server rendered
 * for (useCustomerId reads no cookies then); afterwards the session cookies' (the same one, unless the session
 * changed in between).
 */
function useShownCustomerId(firstView: AccountFirstViewState | undefined): string | null {
  const fromCookies = useCustomerId();
  const [hydrating, setHydrating] = useState(firstView !== undefined);
  useEffect(() => {
    if (!firstView) return;
    // Taken over: a later mount of the page renders afresh.
    accountFirstView.provide(undefined);
    setHydrating(false);
  }, [firstView]);
  return hydrating && firstView ? firstView.customerId : fromCookies;
}

/**
 * The account overview page at /account (spec section 2). With the server's first view it starts as the server
 * rendered it, for the customer of the request.
 */
export function Root() {
  const [firstView] = useState(accountFirstView.current);
  const customerId = useShownCustomerId(firstView);
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.accountOverview}>
      <div className="sf-account-overview">
        <h1 className="sf-account-overview__title">Mein Konto</h1>
        {customerId !== null ? <AccountSections key={customerId} customerId={customerId} /> : <LoginPrompt />}
      </div>
    </TrackingPageProvider>
  );
}
