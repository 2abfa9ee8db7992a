import { getSiteConfig } from '@storefront/platform';
import { formatBonusPoints } from '../format-bonus-points';
import type { BalanceState } from '../use-account-overview';

export const BALANCE_LOADING_TEXT = 'Punktestand wird geladen …';
/** Shown instead of the balance when it could not be read; the bonus shop link itself stays. */
export const BALANCE_UNAVAILABLE_TEXT = 'Punktestand derzeit nicht verfügbar';

export function bonusBalanceText(balance: BalanceState): string | null {
  switch (balance.status) {
    case 'idle':
      return null;
    case 'loading':
      return BALANCE_LOADING_TEXT;
    case 'failed':
      return BALANCE_UNAVAILABLE_TEXT;
    case 'ready':
      return formatBonusPoints(balance.data, getSiteConfig().locale);
  }
}
