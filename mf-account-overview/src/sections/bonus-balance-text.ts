import { formatBonusPoints, getSiteConfig, type BonusBalanceState } from '@storefront/platform';

export const BALANCE_LOADING_TEXT = 'Punktestand wird geladen …';
/** Shown instead of the balance when it could not be read; the bonus shop link itself stays. */
export const BALANCE_UNAVAILABLE_TEXT = 'Punktestand derzeit nicht verfügbar';

export function bonusBalanceText(balance: BonusBalanceState): string | null {
  switch (balance.status) {
    case 'initial':
      return null;
    case 'loading':
      return BALANCE_LOADING_TEXT;
    case 'error':
      return BALANCE_UNAVAILABLE_TEXT;
    case 'completed':
      return formatBonusPoints(balance.balance, getSiteConfig().locale);
  }
}
