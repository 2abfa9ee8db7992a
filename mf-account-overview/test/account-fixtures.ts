import type { AccountOverview, DisplayFlagName, DisplayFlags } from '../src/account-api';

export const CUSTOMER_ID = 'C-1001';
export const SHOP_USER_ID = 'U-2002';

export const OVERVIEW = 'GET /v1/customers/{customerId}/account-overview';
export const BALANCE = 'GET /v1/customers/{customerId}/bonus-points/balance';

export const FLAG_NAMES: DisplayFlagName[] = [
  'customerData',
  'newsletter',
  'petProfile',
  'services',
  'productPhotos',
  'customerCare',
  'bonusPoints',
  'coupons',
  'savingsPlan',
];

export function flags(value: boolean, overrides: Partial<DisplayFlags> = {}): DisplayFlags {
  const all = Object.fromEntries(FLAG_NAMES.map((name) => [name, value])) as unknown as DisplayFlags;
  return { ...all, ...overrides };
}

export function overview(displayFlags: DisplayFlags = flags(true), couponCount = 3): AccountOverview {
  return { displayFlags, couponCount };
}
