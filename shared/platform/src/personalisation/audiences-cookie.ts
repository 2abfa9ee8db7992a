import { AUDIENCES_COOKIE } from '@storefront/contracts';
import { shopCookies } from '../cookies/shop-cookies';

/**
 * As the API writes it (shared/sample-api, http/cookies.ts: Path=/, SameSite=Lax, no Domain): a removal only
 * reaches the cookie with the same path and domain.
 */
const AUDIENCES_COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax' } as const;

export function removeAudiencesCookie(): void {
  shopCookies.remove(AUDIENCES_COOKIE, AUDIENCES_COOKIE_ATTRIBUTES);
}
