import Cookies from 'js-cookie';
import { cookiesWrittenBy } from '@storefront/test-support';
import { CONSENT_COOKIE, CONSENT_EVENT, getConsent, hasFunctionalConsent, onConsentChange, setFunctionalConsent, type ConsentEvent } from './cookie-consent';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
});

describe('consent cookie', () => {
  it('is undecided without a cookie', () => {
    expect(getConsent()).toEqual({ functional: null });
    expect(hasFunctionalConsent()).toBe(false);
  });

  it.each([
    ['1', true],
    ['0', false],
    ['yes', null],
  ])('reads a cookie value %p as %p', (value, functional) => {
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    expect(getConsent()).toEqual({ functional });
    expect(hasFunctionalConsent()).toBe(functional === true);
  });

  it('writes 1 for consent and 0 for no consent', () => {
    setFunctionalConsent(true);
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
    expect(hasFunctionalConsent()).toBe(true);
    setFunctionalConsent(false);
    expect(Cookies.get(CONSENT_COOKIE)).toBe('0');
    expect(hasFunctionalConsent()).toBe(false);
  });

  it('keeps the decision a year, for the whole shop, SameSite=Lax', () => {
    expect(cookiesWrittenBy(() => setFunctionalConsent(true), new Date('2026-11-27T10:00:00Z'))).toEqual([
      'sf_consent_functional=1; path=/; expires=Sat, 27 Nov 2027 10:00:00 GMT; sameSite=Lax',
    ]);
  });

  it('fires the consent event with the decision on every set, also when the value did not change', () => {
    const details: unknown[] = [];
    const handler = (event: Event) => details.push((event as ConsentEvent).detail);
    window.addEventListener(CONSENT_EVENT, handler);
    try {
      setFunctionalConsent(true);
      setFunctionalConsent(true);
      setFunctionalConsent(false);
    } finally {
      window.removeEventListener(CONSENT_EVENT, handler);
    }
    expect(details).toEqual([{ functional: true }, { functional: true }, { functional: false }]);
  });
});

describe('onConsentChange', () => {
  it('tells the listener the stored consent each time the event fires', () => {
    const listener = jest.fn();
    const unsubscribe = onConsentChange(listener);
    setFunctionalConsent(true);
    setFunctionalConsent(true);
    setFunctionalConsent(false);
    unsubscribe();
    expect(listener.mock.calls).toEqual([[{ functional: true }], [{ functional: true }], [{ functional: false }]]);
  });

  it('hears a consent-management platform that writes the cookie and dispatches storefront:cookie-consent itself', () => {
    const listener = jest.fn();
    const unsubscribe = onConsentChange(listener);
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    // The event name an outside consent tool dispatches (spec section 4), written out rather than the constant.
    window.dispatchEvent(new CustomEvent('storefront:cookie-consent', { detail: { functional: true } }));
    unsubscribe();
    expect(listener).toHaveBeenCalledWith({ functional: true });
  });

  it('stops calling the listener after unsubscribing', () => {
    const listener = jest.fn();
    const unsubscribe = onConsentChange(listener);
    setFunctionalConsent(true);
    unsubscribe();
    setFunctionalConsent(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
