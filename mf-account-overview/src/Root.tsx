import { PAGE_CODES, type LifecycleProps } from '@storefront/contracts';
import { TrackingPageProvider, useCustomerId } from '@storefront/ui';
import { AccountSections } from './AccountSections';
import { LoginPrompt } from './login/LoginPrompt';
import './account-overview.css';

/** The account overview page at /account (spec section 2). */
export function Root(_props: LifecycleProps) {
  const customerId = useCustomerId();
  return (
    <TrackingPageProvider pageCode={PAGE_CODES.accountOverview}>
      <div className="sf-account-overview">
        <h1 className="sf-account-overview__title">Mein Konto</h1>
        {customerId !== null ? <AccountSections key={customerId} customerId={customerId} /> : <LoginPrompt />}
      </div>
    </TrackingPageProvider>
  );
}
