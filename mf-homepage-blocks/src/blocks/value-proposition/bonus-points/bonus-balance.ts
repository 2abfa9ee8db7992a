import { z } from 'zod/mini';
import { getApiClient, reportError, requireParameters, withErrorReporting } from '@storefront/platform';
import { FRAGMENT } from '../../../fragment';
import '../../../zod-locale';

const OPERATION = 'getBonusPointsBalance';

// z.number() rejects NaN and ±Infinity (the classic API's .finite() added nothing to that).
const balanceSchema = z.object({ balanceActive: z.number() });

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
  const balance = balanceSchema.safeParse(response.data);
  if (!balance.success) {
    reportError(new Error('Bonus points balance response has no numeric balanceActive'), { ...context, operation: OPERATION });
    return undefined;
  }
  return balance.data.balanceActive;
}
