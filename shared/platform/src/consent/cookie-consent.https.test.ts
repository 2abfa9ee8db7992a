/** @jest-environment-options {"url": "https://www.zooplus.de/eigenmarken"} */
import Cookies from 'js-cookie';
import { CONSENT_COOKIE, getConsent, setFunctionalConsent } from './cookie-consent';

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: '/', secure: true });
});

describe('consent cookie on a page served over HTTPS', () => {
  it('is Secure: the browser sends it back over HTTPS only', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set?.call(document, value);
    });
    try {
      setFunctionalConsent(true);
    } finally {
      jest.useRealTimers();
    }
    expect(written).toEqual(['sf_consent_functional=1; path=/; expires=Sat, 27 Nov 2027 10:00:00 GMT; sameSite=Lax; secure']);
    expect(getConsent()).toEqual({ functional: true });
  });
});
