/** @jest-environment-options {"url": "https://www.zooplus.de/eigenmarken"} */
import Cookies from 'js-cookie';
import { cookiesWrittenBy } from '@storefront/test-support';
import { CONSENT_COOKIE, getConsent, setFunctionalConsent } from './cookie-consent';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/', secure: true });
});

describe('consent cookie on a page served over HTTPS', () => {
  it('is Secure: the browser sends it back over HTTPS only', () => {
    expect(cookiesWrittenBy(() => setFunctionalConsent(true), new Date('2026-11-27T10:00:00Z'))).toEqual([
      'sf_consent_functional=1; path=/; expires=Sat, 27 Nov 2027 10:00:00 GMT; sameSite=Lax; secure',
    ]);
    expect(getConsent()).toEqual({ functional: true });
  });
});
