import { configureLocalPlatform } from '../config/local-config';
import { isSafeNavigationTarget, safeHref } from './safe-navigation';

beforeEach(() => {
  // knownDomains: zooplus.de, zooplus.at, zooplus.ch
  configureLocalPlatform();
});

describe('isSafeNavigationTarget / safeHref', () => {
  it.each(['/shop/katzen', '/', '/account?tab=coupons', '#skip-hero', 'https://www.zooplus.at/', 'https://zooplus.de/shop', 'http://www.zooplus.ch/magazin'])(
    'accepts %p',
    (target) => {
      expect(isSafeNavigationTarget(target)).toBe(true);
      expect(safeHref(target)).toBe(target);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/shop',
    '/\\evil.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://zooplus.de.evil.com',
    'https://evil.com/?zooplus.de',
    'https://evil.com/#zooplus.de',
    'https://zooplus.de@evil.com/',
    'https://notzooplus.de/',
    'ftp://zooplus.de/file',
    'shop/katzen',
    '',
    '   ',
  ])('rejects %p', (target) => {
    expect(isSafeNavigationTarget(target)).toBe(false);
    expect(safeHref(target)).toBeUndefined();
  });

  it.each([undefined, null, 42, { href: '/shop' }])('rejects the non-string %p', (target) => {
    expect(isSafeNavigationTarget(target)).toBe(false);
    expect(safeHref(target)).toBeUndefined();
  });

  it('returns a safe target trimmed', () => {
    expect(safeHref('  /shop/hunde  ')).toBe('/shop/hunde');
  });

  it('uses the known domains of the configured site', () => {
    configureLocalPlatform({
      site: { ...configureLocalPlatform().site, knownDomains: ['bitiba.de'] },
    });
    expect(isSafeNavigationTarget('https://www.bitiba.de/')).toBe(true);
    expect(isSafeNavigationTarget('https://www.zooplus.at/')).toBe(false);
  });
});
