import Cookies from 'js-cookie';

export const CUSTOMER_ID_COOKIE = 'cid';
export const SHOP_USER_ID_COOKIE = 'zt_id';

export interface LoginState {
  loggedIn: boolean;
  customerId: string | null;
  shopUserId: string | null;
}

/** Logged in means a customer id cookie is present; the shop user id exists for anonymous visitors too. */
export function getLoginState(): LoginState {
  const customerId = Cookies.get(CUSTOMER_ID_COOKIE) || null;
  const shopUserId = Cookies.get(SHOP_USER_ID_COOKIE) || null;
  return { loggedIn: customerId !== null, customerId, shopUserId };
}

/** Fragments ask the shell to log the shopper in with this window event; the shell owns the session. */
export const LOGIN_REQUEST_EVENT = 'storefront:login-request';

export function requestLogin(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_REQUEST_EVENT));
}
