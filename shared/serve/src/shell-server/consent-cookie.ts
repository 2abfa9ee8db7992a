import { stringifySetCookie } from 'cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, type CONSENT_COOKIE_VALUES } from '@storefront/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ConsentValue = (typeof CONSENT_COOKIE_VALUES)[keyof typeof CONSENT_COOKIE_VALUES];

/**
 * The consent cookie as the platform's `setFunctionalConsent` writes it in the browser (js-cookie: the value, a path,
 * an expiry date CONSENT_COOKIE_ATTRIBUTES.expiresDays from now, SameSite, `Secure` on a page over HTTPS), so either
 * path leaves the same cookie.
 */
export function consentSetCookie(choice: ConsentValue, now: number = Date.now(), secure = false): string {
  const { path, sameSite, expiresDays } = CONSENT_COOKIE_ATTRIBUTES;
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: choice,
    path,
    expires: new Date(now + expiresDays * DAY_MS),
    sameSite: sameSite.toLowerCase() as 'lax',
    secure,
  });
}
