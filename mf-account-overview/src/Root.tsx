import { useState } from 'react';
import { getLoginState } from '@storefront/platform';
import { PAGE_CODES, type LifecycleProps } from '@storefront/contracts';
import { TrackingPageProvider } from '@storefront/ui';
import { AccountSections } from './AccountSections';
import { LoginPrompt } from './login/LoginPrompt';
import './account-overview.css';

/** The account overview page at /account (spec section 2). */
export function Root(_props: LifecycleProps) {
  // The shell reloads the page after logging in or out, so the state read at mount stays true for the page's life.
  const [loginState] = useState(getLoginState);
  const { customerId } = loginState;
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.accountOverview}>
      <div className="sf-account-overview">
        <h1 className="sf-account-overview__title">Mein Konto</h1>
        {loginState.loggedIn && customerId ? <AccountSections key={customerId} customerId={customerId} /> : <LoginPrompt />}
      </div>
    </TrackingPageProvider>
  );
}
