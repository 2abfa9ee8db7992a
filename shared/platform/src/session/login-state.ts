import Cookies from 'js-cookie';

import { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE } from '@storefront/contracts';

export { CUSTOMER_ID_COOKIE, SHOP_USER_ID_COOKIE };

export interface LoginState {
  loggedIn: boolean;
  customerId: string | null;
  shopUserId: string | null;
}

/** The login state the cookies name: logged in means a customer id cookie is present; anonymous visitors have a shop user id too. */
export function loginStateFromCookies(cookies: Readonly<Record<string, string | undefined>>): LoginState {
  const customerId = cookies[CUSTOMER_ID_COOKIE] || null;
  const shopUserId = cookies[SHOP_USER_ID_COOKIE] || null;
  return { loggedIn: customerId !== null, customerId, shopUserId };
}

/** The browser's login state (its cookies). */
export function getLoginState(): LoginState {
  return loginStateFromCookies(Cookies.get());
}

/** Fragments ask the shell to log the shopper in with this window event; the shell owns the session. */
export const LOGIN_REQUEST_EVENT = 'storefront:login-request';

export function requestLogin(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_REQUEST_EVENT));
}
