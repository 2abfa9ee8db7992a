import Cookies from 'js-cookie';

export type CookieAttributes = Cookies.CookieAttributes;

/**
 * The page's cookies through the platform's js-cookie: the platform is loaded once per page, so a fragment that
 * reads or writes cookies of its own does not ship a second copy of the library.
 */
export const shopCookies = {
  get(name: string): string | undefined {
    return Cookies.get(name);
  },
  set(name: string, value: string, attributes?: CookieAttributes): void {
    Cookies.set(name, value, attributes);
  },
  remove(name: string, attributes?: CookieAttributes): void {
    Cookies.remove(name, attributes);
  },
};
