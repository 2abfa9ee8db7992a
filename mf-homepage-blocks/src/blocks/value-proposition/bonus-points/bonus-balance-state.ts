/** Spec section 4: the states of the existing-customer bonus-points value prop. */
export type BonusBalanceState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'completed'; balance: number }
  | { status: 'error' };
