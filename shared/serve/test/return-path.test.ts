import { FALLBACK_RETURN_PATH, sameOriginReturnPath } from '../src/shell-server/return-path';

describe('sameOriginReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/eigenmarken', '/eigenmarken'],
    ['/eigenmarken?type=dog', '/eigenmarken?type=dog'],
    ['/account?utm_source=newsletter&x=1', '/account?utm_source=newsletter&x=1'],
    ['/shop/katzen?q=Trockenfutter für Kitten', '/shop/katzen?q=Trockenfutter%20f%C3%BCr%20Kitten'],
    ['/a/../eigenmarken', '/eigenmarken'],
    ['/eigenmarken#recommendation', '/eigenmarken'],
    ['/eigenmarken%0d%0aX: 1', '/eigenmarken%0d%0aX:%201'],
  ])('sends %p back to %p', (value, expected) => {
    expect(sameOriginReturnPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/eigenmarken'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash as the second character, twice', '/\\\\evil.example'],
    ['a backslash further on', '/eigenmarken\\..\\x'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['an absolute URL of the shop itself', 'http://localhost:8080/eigenmarken'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'eigenmarken'],
    ['a header injection with CR LF', '/\r\nSet-Cookie: sf_consent_functional=1'],
    ['a header injection with LF only', '/eigenmarken\nLocation: https://evil.example'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a parent segment that leaves two slashes', '/a/..//evil.example'],
    ['a NUL byte', '/eigenmarken\u0000'],
    ['an overlong path', `/${'a'.repeat(2048)}`],
    ['the consent endpoint itself', '/consent'],
  ])('refuses %s', (_description, value) => {
    expect(sameOriginReturnPath(value)).toBe(FALLBACK_RETURN_PATH);
  });

  it('never answers anything a Location header could carry to another host or split', () => {
    const attempts = [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      '/\r\nX: 1',
      '/%2F%2Fevil.example',
      '/.//evil.example',
      '/./\\evil.example',
      '/%5Cevil.example',
    ];
    for (const attempt of attempts) {
      const path = sameOriginReturnPath(attempt);
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(path).not.toMatch(/[\r\n\t\\]/);
      expect(new URL(path, 'https://shop.example').host).toBe('shop.example');
    }
  });
});
