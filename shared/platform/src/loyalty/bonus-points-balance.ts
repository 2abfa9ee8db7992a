import * as v from 'valibot';
import type { SchemaBonusBalance } from '@storefront/contracts';
import { getApiClient } from '../api/api-client';
import { MalformedResponseError } from '../api/malformed-response';
import { requireParameters } from '../api/required-parameter';
import { withErrorReporting } from '../api/with-error-reporting';

export const GET_BONUS_POINTS_BALANCE = 'getBonusPointsBalance';

/** Spec section 4: the states of a bonus-points balance shown to a customer. */
export type BonusBalanceState = { status: 'initial' } | { status: 'loading' } | { status: 'completed'; balance: number } | { status: 'error' };

// The document says a 200 carries at least 1 point; a 0 in a 200 is harmless and accepted.
const bonusBalanceSchema: v.GenericSchema<unknown, SchemaBonusBalance> = v.object({
  balanceActive: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/**
 * The customer's active bonus-points balance (spec section 7): 204 without a body means 0. Rejects on a failed
 * call, a missing customer id (the spec's required-parameter error) or a malformed body.
 */
export async function fetchBonusPointsBalance(customerId: string | null, caller: string): Promise<number> {
  requireParameters(GET_BONUS_POINTS_BALANCE, { customerId });
  const response = await getApiClient('bonusPointsBalance', caller).get<unknown>(
    `/v1/customers/${encodeURIComponent(customerId as string)}/bonus-points/balance`,
  );
  if (response.status === 204) return 0;
  const body = v.safeParse(bonusBalanceSchema, response.data);
  if (!body.success) throw new MalformedResponseError(GET_BONUS_POINTS_BALANCE, body.issues);
  return body.output.balanceActive;
}

/** The balance as a state: `completed`, or `error` after the failure has been logged and reported (spec section 8). */
export async function loadBonusBalance(customerId: string | null, caller: string, context: Record<string, unknown> = {}): Promise<BonusBalanceState> {
  const balance = await withErrorReporting(GET_BONUS_POINTS_BALANCE, () => fetchBonusPointsBalance(customerId, caller), { fragment: caller, ...context });
  return balance === undefined ? { status: 'error' } : { status: 'completed', balance };
}

/** "1.250 Bonuspunkte" in the site's number format; "1 Bonuspunkt" for exactly one. */
export function formatBonusPoints(points: number, locale: string): string {
  const unit = points === 1 ? 'Bonuspunkt' : 'Bonuspunkte';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points)} ${unit}`;
}
