import { useEffect, useState } from 'react';
import { withErrorReporting, type BonusBalanceState } from '@storefront/platform';
import { useBonusBalance } from '@storefront/ui';
import { fetchAccountOverview, GET_ACCOUNT_OVERVIEW, type AccountOverview } from './account-api';
import { FRAGMENT_NAME } from './fragment';

export type OverviewState = { status: 'loading' } | { status: 'ready'; data: AccountOverview } | { status: 'failed' };

export interface AccountOverviewState {
  overview: OverviewState;
  /** `initial` while the balance is not requested: the bonus shop link is not shown (flag off or flags unreadable). */
  balance: BonusBalanceState;
}

/**
 * Loads the customer's display flags and coupon count, then, only if the bonus shop link shows, the bonus balance.
 * Failures are reported (spec section 8) and end in `failed` / `error`; they never throw into the page.
 * Mount it with `key={customerId}` so another customer starts from a fresh state.
 */
export function useAccountOverview(customerId: string): AccountOverviewState {
  const [overview, setOverview] = useState<OverviewState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void withErrorReporting(GET_ACCOUNT_OVERVIEW, () => fetchAccountOverview(customerId), {
      fragment: FRAGMENT_NAME,
      consequence: 'personal data and benefits sections hidden',
    }).then((data) => {
      if (active) setOverview(data ? { status: 'ready', data } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [customerId]);
  const showsBonusShop = overview.status === 'ready' && overview.data.displayFlags.bonusPoints;
  const balance = useBonusBalance(customerId, {
    enabled: showsBonusShop,
    caller: FRAGMENT_NAME,
    consequence: 'bonus balance replaced by a neutral text',
  });
  return { overview, balance };
}
