import { useEffect, useState } from 'react';
import { withErrorReporting } from '@storefront/platform';
import {
  fetchAccountOverview,
  fetchBonusPointsBalance,
  GET_ACCOUNT_OVERVIEW,
  GET_BONUS_POINTS_BALANCE,
  type AccountOverview,
} from './account-api';

const FRAGMENT = 'mf-account-overview';

export type CallState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** `idle`: the balance is not requested because the bonus shop link is not shown (flag off or flags unreadable). */
export type BalanceState = CallState<number> | { status: 'idle' };

export interface AccountOverviewState {
  overview: CallState<AccountOverview>;
  balance: BalanceState;
}

const LOADING = { status: 'loading' } as const;
const FAILED = { status: 'failed' } as const;

/**
 * Loads the customer's display flags and coupon count, then, only if the bonus shop link shows, the bonus balance.
 * Failures are reported (spec section 8) and end in `failed`; they never throw into the page.
 * Mount it with `key={customerId}` so another customer starts from a fresh state.
 */
export function useAccountOverview(customerId: string): AccountOverviewState {
  const [state, setState] = useState<AccountOverviewState>({ overview: LOADING, balance: { status: 'idle' } });

  useEffect(() => {
    let active = true;
    void (async () => {
      const overview = await withErrorReporting(GET_ACCOUNT_OVERVIEW, () => fetchAccountOverview(customerId), {
        fragment: FRAGMENT,
        consequence: 'personal data and benefits sections hidden',
      });
      if (!active) return;
      if (!overview) {
        setState({ overview: FAILED, balance: { status: 'idle' } });
        return;
      }
      const showsBonusShop = overview.displayFlags.bonusPoints;
      setState({ overview: { status: 'ready', data: overview }, balance: showsBonusShop ? LOADING : { status: 'idle' } });
      if (!showsBonusShop) return;

      const balance = await withErrorReporting(GET_BONUS_POINTS_BALANCE, () => fetchBonusPointsBalance(customerId), {
        fragment: FRAGMENT,
        consequence: 'bonus balance replaced by a neutral text',
      });
      if (!active) return;
      setState((current) => ({
        ...current,
        balance: balance === undefined ? FAILED : { status: 'ready', data: balance },
      }));
    })();
    return () => {
      active = false;
    };
  }, [customerId]);

  return state;
}
