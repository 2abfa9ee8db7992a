import { useEffect, useState } from 'react';
import { loadBonusBalance, type BonusBalanceState } from '@storefront/platform';

const INITIAL: BonusBalanceState = { status: 'initial' };
const LOADING: BonusBalanceState = { status: 'loading' };

export interface BonusBalanceOptions {
  /** Whether the balance is wanted at all (e.g. only where the bonus shop link shows); default true. */
  enabled?: boolean;
  /** The calling fragment, named in x-caller and in error reports. */
  caller: string;
  /** What a failure means for the shopper, added to its error report. */
  consequence?: string;
}

/**
 * The customer's bonus-points balance as a state (spec section 4): `initial` while not `enabled`, then `loading`,
 * then `completed` or `error` (reported). Loaded again when the customer changes.
 */
export function useBonusBalance(customerId: string | null, { enabled = true, caller, consequence }: BonusBalanceOptions): BonusBalanceState {
  const [state, setState] = useState<BonusBalanceState>(INITIAL);
  useEffect(() => {
    if (!enabled) {
      setState(INITIAL);
      return undefined;
    }
    let active = true;
    setState(LOADING);
    void loadBonusBalance(customerId, caller, consequence ? { consequence } : {}).then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [customerId, enabled, caller, consequence]);
  // The render that enables it already shows `loading`, not a moment of `initial` before the effect runs.
  if (!enabled) return INITIAL;
  return state.status === 'initial' ? LOADING : state;
}
