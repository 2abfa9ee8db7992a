import { SCRIPT_PLACEHOLDER_ATTRIBUTE } from '@storefront/contracts';
import { BlockErrorBoundary } from '@storefront/ui';
import { BenefitsSection } from './sections/BenefitsSection';
import { OrdersSection } from './sections/OrdersSection';
import { PersonalDataSection } from './sections/PersonalDataSection';
import { useAccountOverview } from './use-account-overview';

export const OVERVIEW_LOADING_TEXT = 'Ihre Kontodaten werden geladen …';

/**
 * The three link sections of a logged-in customer. Orders need no flags and show at once; the flagged sections
 * wait for the flags and stay hidden when they cannot be read (the hook reports that).
 */
export function AccountSections({ customerId }: { customerId: string }) {
  const { overview, balance } = useAccountOverview(customerId);
  const loading = overview.status === 'loading';
  return (
    <div className="sf-account-overview__sections">
      <BlockErrorBoundary name="AccountOverview:orders">
        <OrdersSection />
      </BlockErrorBoundary>
      <div
        className={loading ? 'sf-account-overview__flagged sf-account-overview__flagged--loading' : 'sf-account-overview__flagged'}
        aria-busy={loading}
        {...(loading ? { [SCRIPT_PLACEHOLDER_ATTRIBUTE]: '' } : {})}
      >
        {loading ? (
          <p role="status" className="sf-account-overview__status">
            {OVERVIEW_LOADING_TEXT}
          </p>
        ) : null}
        {overview.status === 'ready' ? (
          <>
            <BlockErrorBoundary name="AccountOverview:personalData">
              <PersonalDataSection flags={overview.data.displayFlags} />
            </BlockErrorBoundary>
            <BlockErrorBoundary name="AccountOverview:benefits">
              <BenefitsSection overview={overview.data} balance={balance} />
            </BlockErrorBoundary>
          </>
        ) : null}
      </div>
    </div>
  );
}
