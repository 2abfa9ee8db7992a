import Cookies from 'js-cookie';
import { CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, CONSENT_COOKIE_VALUES } from '@storefront/contracts';

/**
 * Functional-cookie consent. The shell's banner stands in for a consent-management platform (CMP).
 * A real CMP replaces it by writing the same cookie and dispatching the same window event:
 *   document.cookie = 'sf_consent_functional=1; path=/';  // or 0
 *   window.dispatchEvent(new CustomEvent('storefront:cookie-consent', { detail: { functional: true } }));
 */
export { CONSENT_COOKIE };
export const CONSENT_EVENT = 'storefront:cookie-consent';

export interface ConsentState {
  /** null while the shopper has not decided yet. */
  functional: boolean | null;
}

export type ConsentEvent = CustomEvent<ConsentState>;

export function getConsent(): ConsentState {
  const value = Cookies.get(CONSENT_COOKIE);
  return { functional: value === CONSENT_COOKIE_VALUES.granted ? true : value === CONSENT_COOKIE_VALUES.refused ? false : null };
}

export function hasFunctionalConsent(): boolean {
  return getConsent().functional === true;
}

/**
 * Stores the decision and fires the consent event, also when the value did not change. The shell's server writes the
 * same cookie when the banner's form is posted without JavaScript (shared/serve, consent-route.ts).
 */
export function setFunctionalConsent(functional: boolean): void {
  const { path, sameSite, expiresDays } = CONSENT_COOKIE_ATTRIBUTES;
  // Sent back over HTTPS only on a page served over it (as the server's form sets it); localhost stays plain HTTP.
  const secure = window.location.protocol === 'https:';
  Cookies.set(CONSENT_COOKIE, functional ? CONSENT_COOKIE_VALUES.granted : CONSENT_COOKIE_VALUES.refused, { expires: expiresDays, sameSite, path, secure });
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_EVENT, { detail: { functional } }));
}

export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  const handler = () => listener(getConsent());
  window.addEventListener(CONSENT_EVENT, handler);
  return () => window.removeEventListener(CONSENT_EVENT, handler);
}
