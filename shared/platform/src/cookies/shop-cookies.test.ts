import { shopCookies } from './shop-cookies';

afterEach(() => {
  document.cookie = 'sf_test=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('shopCookies', () => {
  it('reads a cookie of the document, and nothing for one that is not set', () => {
    document.cookie = 'sf_test=3; path=/';
    expect(shopCookies.get('sf_test')).toBe('3');
    expect(shopCookies.get('sf_missing')).toBeUndefined();
  });

  it('writes a cookie with its attributes and removes it again', () => {
    shopCookies.set('sf_test', 'ja', { path: '/', sameSite: 'Lax', expires: 30 });
    expect(document.cookie).toContain('sf_test=ja');
    shopCookies.remove('sf_test', { path: '/' });
    expect(document.cookie).not.toContain('sf_test=');
  });
});
