import Cookies from 'js-cookie';
import { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE } from '@storefront/platform';

/** Logs the shopper in as the shell's session does: the customer id cookie, and the shop user id if given. */
export function logIn(customerId: string, shopUserId?: string): void {
  Cookies.set(CUSTOMER_ID_COOKIE, customerId, { path: '/' });
  if (shopUserId !== undefined) Cookies.set(SHOP_USER_ID_COOKIE, shopUserId, { path: '/' });
}

/** Removes every cookie of the page: logged out, no consent decision, nothing a block remembered. */
export function clearAllCookies(): void {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
}

/**
 * The cookie strings `write` hands to `document.cookie` (attributes and all, as the browser gets them), written at
 * `now`; each is also set.
 */
export function cookiesWrittenBy(write: () => void, now: Date): string[] {
  jest.useFakeTimers({ now });
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    cookie.set?.call(document, value);
  });
  try {
    write();
  } finally {
    setter.mockRestore();
    jest.useRealTimers();
  }
  return written;
}
