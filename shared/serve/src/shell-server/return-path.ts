import { CONSENT_FORM } from '@storefront/contracts';

/** Where a form sends the shopper when it names no page of this shop to go back to. */
export const FALLBACK_RETURN_PATH = '/';

/** Longer than any page of the shop's: a return path beyond it is not one of them. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** Control characters (CR and LF split a header; browsers drop tab and newline from URLs) and the backslash. */
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** An origin no request can name: what a path resolves against here says nothing about the request's host. */
const OWN_ORIGIN = 'http://shop.invalid';

/**
 * The page of this shop a form's return field names, as a path and query to send in `Location`: only a path starting
 * with exactly one `/` that stays on this origin when a browser resolves it. Everything else - another site
 * (`//evil.example`, `/\evil.example`, `/.//evil.example`, `https://evil.example`, `https:evil.example`), a scheme (`javascript:`),
 * control characters (header injection with CR/LF, `/\t/evil.example`), a backslash anywhere, an overlong value, the
 * form's own endpoint - gives FALLBACK_RETURN_PATH. The answer is the path as URL serialises it (percent-encoded):
 * nothing from the request reaches the header unencoded.
 */
export function sameOriginReturnPath(value: string | undefined): string {
  if (value === undefined || value.length > MAX_RETURN_PATH_LENGTH || REFUSED_CHARACTERS.test(value)) return FALLBACK_RETURN_PATH;
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK_RETURN_PATH;
  let resolved: URL;
  try {
    resolved = new URL(value, OWN_ORIGIN);
  } catch {
    return FALLBACK_RETURN_PATH;
  }
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser takes for another host in `Location`.
  if (resolved.origin !== OWN_ORIGIN || resolved.pathname.startsWith('//') || resolved.pathname === CONSENT_FORM.action) return FALLBACK_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}`;
}
