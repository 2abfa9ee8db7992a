import type { AccountOverview, DisplayFlagName, DisplayFlags } from '../src/account-api';

export const CUSTOMER_ID = 'C-1001';

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

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';

export function logIn(customerId = CUSTOMER_ID, shopUserId = 'U-2002'): void {
  document.cookie = `cid=${customerId}; path=/`;
  document.cookie = `zt_id=${shopUserId}; path=/`;
}

export function logOut(): void {
  document.cookie = `cid=; ${EXPIRED}`;
  document.cookie = `zt_id=; ${EXPIRED}`;
}
