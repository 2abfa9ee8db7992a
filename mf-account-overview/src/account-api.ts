import { getApiClient, MalformedResponseError, requireParameters, v } from '@storefront/platform';
import type { SchemaAccountOverview, SchemaDisplayFlags } from '@storefront/contracts';
import { FRAGMENT_NAME } from './fragment';

export const GET_ACCOUNT_OVERVIEW = 'getAccountOverview';

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

/** Which account links the customer may see (spec section 6), from the BFF. */
export type DisplayFlags = SchemaDisplayFlags;
export type DisplayFlagName = keyof DisplayFlags;
export type AccountOverview = SchemaAccountOverview;

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
  const response = await getApiClient('bff', FRAGMENT_NAME).get<unknown>(`${customerPath(customerId)}/account-overview`);
  return parseBody(GET_ACCOUNT_OVERVIEW, accountOverviewSchema, response.data);
}
