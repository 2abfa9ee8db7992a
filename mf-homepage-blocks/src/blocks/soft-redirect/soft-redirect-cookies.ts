import { shopCookies } from '@storefront/platform';

/** How often the modal was shown; lives for the block's cookieExpiryDays. */
export const SHOWN_COUNT_COOKIE = 'sf_softredirect_shown';
/** Set when the shopper chose to stay; a session cookie, so the modal stays away until the browser closes. */
export const SKIP_COOKIE = 'sf_softredirect_skip';

const attributes = { path: '/', sameSite: 'Lax' } as const;

export function readShownCount(): number {
  const count = Number.parseInt(shopCookies.get(SHOWN_COUNT_COOKIE) ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function hasSkipMarker(): boolean {
  return shopCookies.get(SKIP_COOKIE) !== undefined;
}

/** Stay or close: skip for this session and count the showing (spec section 4). */
export function recordStay(cookieExpiryDays: number): void {
  shopCookies.set(SKIP_COOKIE, '1', attributes);
  shopCookies.set(SHOWN_COUNT_COOKIE, String(readShownCount() + 1), { ...attributes, expires: cookieExpiryDays });
}

/** Go to: the counter is removed (spec section 4). */
export function removeShownCount(): void {
  shopCookies.remove(SHOWN_COUNT_COOKIE, { path: '/' });
}
