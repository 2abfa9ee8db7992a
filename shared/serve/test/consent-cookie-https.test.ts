/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.zooplus.de/eigenmarken"}
 */
import { parseSetCookie } from 'cookie';
import { setFunctionalConsent } from '@storefront/platform';
import { consentSetCookie } from '../src/shell-server/consent-cookie';

/** The attributes of a cookie as a browser keeps them, whichever way it was written. */
function attributesOf(setCookie: string) {
  const { name, value, path, sameSite, expires, httpOnly, secure, domain } = parseSetCookie(setCookie);
  return { name, value, path, sameSite: String(sameSite).toLowerCase(), expires: expires?.toUTCString(), httpOnly, secure, domain };
}

describe('the consent cookie of the form, for a shop served over HTTPS', () => {
  it("is the Secure cookie the banner's script writes on an https: page", () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    jest.useFakeTimers({ now });
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    try {
      setFunctionalConsent(true);
    } finally {
      jest.useRealTimers();
    }
    expect(attributesOf(written[0] ?? '').secure).toBe(true);
    expect(attributesOf(consentSetCookie('1', now, true))).toEqual(attributesOf(written[0] ?? ''));
  });
});
