import * as v from 'valibot';
import { getApiClient, reportError, requireParameters, withErrorReporting } from '@storefront/platform';
import { FRAGMENT } from '../../../fragment';

const OPERATION = 'getBonusPointsBalance';

// v.number() rejects only NaN; v.finite() keeps ±Infinity out as well.
const balanceSchema = v.object({ balanceActive: v.pipe(v.number(), v.finite()) });

/**
 * The customer's active bonus-points balance (spec section 7): 204 means 0. Undefined when the call fails
 * or answers something else (logged and reported), so the value prop can fall back to its generic text.
 */
export async function fetchBonusBalance(customerId: string | null): Promise<number | undefined> {
  const context = { fragment: FRAGMENT };
  const response = await withErrorReporting(
    OPERATION,
    async () => {
      requireParameters(OPERATION, { customerId });
      return getApiClient('bonusPointsBalance', FRAGMENT).get<unknown>(
        `/v1/customers/${encodeURIComponent(String(customerId))}/bonus-points/balance`,
      );
    },
    context,
  );
  if (!response) return undefined;
  if (response.status === 204) return 0;
  const balance = v.safeParse(balanceSchema, response.data);
  if (!balance.success) {
    reportError(new Error('Bonus points balance response has no numeric balanceActive'), { ...context, operation: OPERATION });
    return undefined;
  }
  return balance.output.balanceActive;
}
