import { setUpPlatform } from '@storefront/test-support';
import { isSafeNavigationTarget, resolveSafeNavigationTarget, safeHref } from './safe-navigation';

// jsdom's page is http://localhost/; the local config's known domains are zooplus.de, zooplus.at and zooplus.ch.
beforeEach(() => setUpPlatform());

describe('safeHref: targets that stay in the shop', () => {
  it.each([
    ['/shop/katzen', '/shop/katzen'],
    ['/', '/'],
    ['/account?tab=coupons', '/account?tab=coupons'],
    ['#skip-hero', '#skip-hero'],
    ['https://www.zooplus.at/', 'https://www.zooplus.at/'],
    ['https://zooplus.de/shop', 'https://zooplus.de/shop'],
    ['http://www.zooplus.ch/magazin', 'http://www.zooplus.ch/magazin'],
    ['HTTPS://WWW.ZOOPLUS.DE/Shop', 'https://www.zooplus.de/Shop'],
    ['http://localhost/shop/hunde', '/shop/hunde'],
    ['  /shop/hunde  ', '/shop/hunde'],
    // Encoded slashes are a path on the shop, not another host: the browser does not decode them.
    ['/%2F%2Fevil.example/path', '/%2F%2Fevil.example/path'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    // A tab inside a harmless path is dropped, as the browser drops it.
    ['/shop/\tkatzen', '/shop/katzen'],
    // Other whitespace and control characters inside a path are percent-encoded by the browser: still a shop path.
    ['/ /evil.example', '/%20/evil.example'],
    ['/\f/evil.example', '/%0C/evil.example'],
    ['/\u00a0/evil.example', '/%C2%A0/evil.example'],
    ['/\u2028/evil.example', '/%E2%80%A8/evil.example'],
  ])('%j -> %j', (target, expected) => {
    expect(isSafeNavigationTarget(target)).toBe(true);
    expect(safeHref(target)).toBe(expected);
  });
});

describe('safeHref: targets that leave the shop or run code', () => {
  it.each([
    // the reported open redirect: a control or whitespace character after the leading slash
    '/\t/evil.example/path',
    '/\n/evil.example/path',
    '/\r/evil.example/path',
    '/\r\n/evil.example/path',
    '\t//evil.example',
    '/\t\\evil.example',
    // protocol-relative and backslash forms
    '//evil.com',
    '//evil.com/shop',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '\\/evil.com',
    '///evil.com',
    // dot segments that leave a path starting with two slashes: written back as a path, a link to another host
    '/.//evil.example/path',
    '/./\\evil.example/path',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    'http://localhost/.//evil.example',
    'https://www.zooplus.at//evil.example',
    'https:evil.com',
    'https:/evil.com',
    'http:\\\\evil.com',
    'https:\\\\evil.com/shop',
    // script and data schemes, with case, whitespace and control-character tricks
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\t:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // foreign hosts that look like the shop
    'https://zooplus.de.evil.com',
    'https://evil.com/?zooplus.de',
    'https://evil.com/#zooplus.de',
    'https://notzooplus.de/',
    'https://zooplus.de@evil.com/',
    'https://zooplus.de:443@evil.com/',
    'https://evil.com\\@zooplus.de/',
    'https://evil.com@zooplus.de/',
    // IDN look-alikes: Cyrillic о, Greek ο, and the full-width dot
    'https://z\u043E\u043Eplus.de/',
    'https://zo\u03BFplus.de/',
    'https://evil\uFF0Ecom/',
    // other schemes and forms that are not shop paths
    'ftp://zooplus.de/file',
    'mailto:service@zooplus.de',
    'shop/katzen',
    'shop/a:b',
    '?q=1',
    '',
    '   ',
    '\t',
    `/shop/${'x'.repeat(2048)}`,
  ])('refuses %j', (target) => {
    expect(isSafeNavigationTarget(target)).toBe(false);
    expect(safeHref(target)).toBeUndefined();
  });

  it.each([undefined, null, 42, { href: '/shop' }, ['/shop']])('refuses the non-string %p', (target) => {
    expect(isSafeNavigationTarget(target)).toBe(false);
    expect(safeHref(target)).toBeUndefined();
  });

  it('judges every form on the URL the browser resolves, never on the raw text', () => {
    // The browser would follow these to evil.example; so does the resolution.
    expect(resolveSafeNavigationTarget('/\t/evil.example/path', { knownDomains: ['evil.example'] })?.href).toBe('http://evil.example/path');
    expect(resolveSafeNavigationTarget('https:evil.example', { knownDomains: ['evil.example'] })?.href).toBe('https://evil.example/');
  });
});

describe('safeHref options', () => {
  it('accepts mailto: and tel: only for contact links', () => {
    expect(safeHref('mailto:service@zooplus.de', { allowContactLinks: true })).toBe('mailto:service@zooplus.de');
    expect(safeHref('tel:+49891234', { allowContactLinks: true })).toBe('tel:+49891234');
    expect(safeHref('javascript:alert(1)', { allowContactLinks: true })).toBeUndefined();
    expect(safeHref('data:text/html,x', { allowContactLinks: true })).toBeUndefined();
    expect(safeHref('tel:+49891234')).toBeUndefined();
  });

  it('resolves against the given shop origin', () => {
    expect(safeHref('https://shop.example/a', { shopOrigin: 'https://shop.example', knownDomains: [] })).toBe('/a');
    expect(safeHref('http://localhost/a', { shopOrigin: 'https://shop.example', knownDomains: [] })).toBeUndefined();
  });

  it('on a shop served over HTTPS, upgrades an http: link to one of its domains to https:, keeping the rest of it', () => {
    const shop = { shopOrigin: 'https://www.zooplus.de', knownDomains: ['zooplus.de', 'zooplus.at'] };
    expect(safeHref('http://www.zooplus.at/shop/katzen?x=1#y', shop)).toBe('https://www.zooplus.at/shop/katzen?x=1#y');
    expect(safeHref('HTTP://ZOOPLUS.DE:8443/a', shop)).toBe('https://zooplus.de:8443/a');
    // The shop's own page over http: is its page, as a path.
    expect(safeHref('http://www.zooplus.de/shop/hunde', shop)).toBe('/shop/hunde');
    expect(safeHref('http://evil.example/', shop)).toBeUndefined();
  });

  it('leaves links as they are on a shop served over plain HTTP (a development server on this machine)', () => {
    expect(safeHref('http://localhost:3001/a', { shopOrigin: 'http://localhost:3000', knownDomains: ['localhost'] })).toBe('http://localhost:3001/a');
    expect(safeHref('http://127.0.0.1:3001/a', { shopOrigin: 'http://localhost:3000', knownDomains: ['127.0.0.1'] })).toBe('http://127.0.0.1:3001/a');
    expect(safeHref('http://localhost:3000/a', { shopOrigin: 'http://localhost:3000', knownDomains: [] })).toBe('/a');
  });

  it('uses the known domains of the configured site', () => {
    setUpPlatform({ site: { ...setUpPlatform().site, knownDomains: ['bitiba.de'] } });
    expect(isSafeNavigationTarget('https://www.bitiba.de/')).toBe(true);
    expect(isSafeNavigationTarget('https://www.zooplus.at/')).toBe(false);
  });
});
