import { useEffect, useState } from 'react';
import { fetchBonusBalance } from './bonus-balance';
import type { BonusBalanceState } from './bonus-balance-state';

export function useBonusBalance(customerId: string | null): BonusBalanceState {
  const [state, setState] = useState<BonusBalanceState>({ status: 'initial' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    void fetchBonusBalance(customerId).then((balance) => {
      if (active) setState(balance === undefined ? { status: 'error' } : { status: 'completed', balance });
    });
    return () => {
      active = false;
    };
  }, [customerId]);
  return state;
}
