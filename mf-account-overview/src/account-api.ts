import { describeSchemaIssues, getApiClient, requireParameters } from '@storefront/platform';
// Type-only deep import: @storefront/contracts does not re-export its generated OpenAPI types yet.
import type { SchemaAccountOverview, SchemaBonusBalance, SchemaDisplayFlags } from '@storefront/contracts';
import * as v from 'valibot';

const CALLER = 'mf-account-overview';

export const GET_ACCOUNT_OVERVIEW = 'getAccountOverview';
export const GET_BONUS_POINTS_BALANCE = 'getBonusPointsBalance';

const displayFlagsSchema: v.GenericSchema<unknown, SchemaDisplayFlags> = v.object({
  customerData: v.boolean(),
  newsletter: v.boolean(),
  petProfile: v.boolean(),
  services: v.boolean(),
  productPhotos: v.boolean(),
  customerCare: v.boolean(),
  bonusPoints: v.boolean(),
  coupons: v.boolean(),
  savingsPlan: v.boolean(),
});

const accountOverviewSchema: v.GenericSchema<unknown, SchemaAccountOverview> = v.object({
  displayFlags: displayFlagsSchema,
  couponCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

// The document says a 200 carries at least 1 point; a 0 in a 200 is harmless and accepted.
const bonusBalanceSchema: v.GenericSchema<unknown, SchemaBonusBalance> = v.object({
  balanceActive: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** Which account links the customer may see (spec section 6), from the BFF. */
export type DisplayFlags = SchemaDisplayFlags;
export type DisplayFlagName = keyof DisplayFlags;
export type AccountOverview = SchemaAccountOverview;

/** A 2xx answer whose body does not have the documented shape; treated like a failed call. */
export class MalformedResponseError extends Error {
  constructor(operation: string, issues: readonly v.BaseIssue<unknown>[]) {
    super(`${operation} answered a malformed body: ${describeSchemaIssues(issues, '(body)')}`);
    this.name = 'MalformedResponseError';
  }
}

function parseBody<T>(operation: string, schema: v.GenericSchema<unknown, T>, body: unknown): T {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new MalformedResponseError(operation, result.issues);
  return result.output;
}

/** Call only after requireParameters has checked the id. */
function customerPath(customerId: string | null): string {
  return `/v1/customers/${encodeURIComponent(customerId as string)}`;
}

/** Display flags and coupon count of one customer. Rejects on HTTP failure or a malformed body. */
export async function fetchAccountOverview(customerId: string | null): Promise<AccountOverview> {
  requireParameters(GET_ACCOUNT_OVERVIEW, { customerId });
  const response = await getApiClient('bff', CALLER).get<unknown>(`${customerPath(customerId)}/account-overview`);
  return parseBody(GET_ACCOUNT_OVERVIEW, accountOverviewSchema, response.data);
}

/** The active bonus-points balance; 204 (no body) means 0 (spec section 7). Rejects on failure or a malformed body. */
export async function fetchBonusPointsBalance(customerId: string | null): Promise<number> {
  requireParameters(GET_BONUS_POINTS_BALANCE, { customerId });
  const response = await getApiClient('bonusPointsBalance', CALLER).get<unknown>(
    `${customerPath(customerId)}/bonus-points/balance`,
  );
  if (response.status === 204) return 0;
  return parseBody(GET_BONUS_POINTS_BALANCE, bonusBalanceSchema, response.data).balanceActive;
}
