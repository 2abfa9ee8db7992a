import Cookies from 'js-cookie';
import {
  answerLoginRequests,
  CUSTOMER_ID_COOKIE,
  getLoginState,
  LOGIN_REQUEST_EVENT,
  requestLogin,
  SHOP_USER_ID_COOKIE,
  type SessionChangeOutcome,
} from './login-state';

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

  it('treats a cid cookie of only whitespace as logged out', () => {
    document.cookie = 'cid=%20%09; path=/';
    document.cookie = 'zt_id=%20; path=/';
    expect(getLoginState()).toEqual({ loggedIn: false, customerId: null, shopUserId: null });
  });

  it.each(['.', '..', '%20..%20'])('treats a cid cookie of dot segments (%s) as logged out: it would change the API path', (value) => {
    document.cookie = `cid=${value}; path=/`;
    expect(getLoginState()).toEqual(expect.objectContaining({ loggedIn: false, customerId: null }));
  });

  it('reads the ids without surrounding whitespace', () => {
    document.cookie = 'cid=%20C-1001%20; path=/';
    expect(getLoginState()).toEqual(expect.objectContaining({ loggedIn: true, customerId: 'C-1001' }));
  });
});

describe('requestLogin and answerLoginRequests', () => {
  let stopAnswering: (() => void) | undefined;

  afterEach(() => {
    stopAnswering?.();
    stopAnswering = undefined;
  });

  it.each(['succeeded', 'failed'] as const)('resolve to the outcome of the log-in the shell made: %s', async (outcome) => {
    const logIn = jest.fn(() => Promise.resolve(outcome));
    stopAnswering = answerLoginRequests(logIn);
    await expect(requestLogin()).resolves.toBe(outcome);
    expect(logIn).toHaveBeenCalledTimes(1);
  });

  it('fail when nobody answers, or the answer is no outcome or rejects', async () => {
    await expect(requestLogin()).resolves.toBe('failed');
    stopAnswering = answerLoginRequests(() => Promise.resolve('maybe' as SessionChangeOutcome));
    await expect(requestLogin()).resolves.toBe('failed');
    stopAnswering();
    stopAnswering = answerLoginRequests(() => Promise.reject(new Error('down')));
    await expect(requestLogin()).resolves.toBe('failed');
  });

  it('serve a request without a detail to answer (a fragment expecting no answer)', () => {
    const logIn = jest.fn(() => Promise.resolve<SessionChangeOutcome>('succeeded'));
    stopAnswering = answerLoginRequests(logIn);
    window.dispatchEvent(new Event(LOGIN_REQUEST_EVENT));
    window.dispatchEvent(new CustomEvent(LOGIN_REQUEST_EVENT, { detail: { answer: 'no function' } }));
    expect(logIn).toHaveBeenCalledTimes(2);
  });
});
