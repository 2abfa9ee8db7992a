import { LOOPBACK_ORIGIN_PATTERNS, originAllowed } from '@storefront/contracts/src/local-origins';

describe('originAllowed', () => {
  it('matches an exact origin, and any port of a port-wildcard entry', () => {
    expect(originAllowed('http://shop.test', ['http://shop.test'])).toBe(true);
    expect(originAllowed('http://localhost:3003', LOOPBACK_ORIGIN_PATTERNS)).toBe(true);
    expect(originAllowed('http://127.0.0.1:9180', LOOPBACK_ORIGIN_PATTERNS)).toBe(true);
  });

  it.each([
    'http://localhost',
    'http://localhost:',
    'http://localhost:80.evil.example',
    'http://localhost.evil.example:80',
    'https://localhost:3003',
    'http://evil.example',
  ])('refuses %s for the loopback patterns', (origin) => expect(originAllowed(origin, LOOPBACK_ORIGIN_PATTERNS)).toBe(false));
});
