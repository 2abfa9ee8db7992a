/** @jest-environment jsdom */
import { parseSetCookie } from 'cookie';
import { setFunctionalConsent } from '@storefront/platform';
import { consentSetCookie } from '../src/shell-server/consent-cookie';

/** The attributes of a cookie as a browser keeps them, whichever way it was written. */
function attributesOf(setCookie: string) {
  const { name, value, path, sameSite, expires, httpOnly, secure, domain } = parseSetCookie(setCookie);
  return { name, value, path, sameSite: String(sameSite).toLowerCase(), expires: expires?.toUTCString(), httpOnly, secure, domain };
}

describe('the consent cookie of the form', () => {
  it.each([true, false])("is the cookie the banner's script writes (functional %p)", (functional) => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    jest.useFakeTimers({ now });
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    try {
      setFunctionalConsent(functional);
    } finally {
      jest.useRealTimers();
    }
    expect(written).toHaveLength(1);
    expect(attributesOf(consentSetCookie(functional ? '1' : '0', now))).toEqual(attributesOf(written[0] ?? ''));
  });
});
