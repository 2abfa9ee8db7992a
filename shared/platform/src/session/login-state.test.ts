import Cookies from 'js-cookie';
import { CUSTOMER_ID_COOKIE, getLoginState, SHOP_USER_ID_COOKIE } from './login-state';

afterEach(() => {
  Cookies.remove(CUSTOMER_ID_COOKIE, { path: '/' });
  Cookies.remove(SHOP_USER_ID_COOKIE, { path: '/' });
});

describe('getLoginState', () => {
  it('is logged out without cookies', () => {
    expect(getLoginState()).toEqual({ loggedIn: false, customerId: null, shopUserId: null });
  });

  it('is logged out for an anonymous visitor who only has a shop user id', () => {
    document.cookie = 'zt_id=U-77; path=/';
    expect(getLoginState()).toEqual({ loggedIn: false, customerId: null, shopUserId: 'U-77' });
  });

  it('is logged in with the customer id from the cid cookie', () => {
    document.cookie = 'cid=C-1001; path=/';
    document.cookie = 'zt_id=U-77; path=/';
    expect(getLoginState()).toEqual({ loggedIn: true, customerId: 'C-1001', shopUserId: 'U-77' });
  });

  it('treats an empty cid cookie as logged out', () => {
    document.cookie = 'cid=; path=/';
    expect(getLoginState()).toEqual(expect.objectContaining({ loggedIn: false, customerId: null }));
  });
});
