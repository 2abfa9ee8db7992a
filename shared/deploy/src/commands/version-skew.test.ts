import { describeSkew, majorOf, versionSkew } from '@storefront/contracts';
import { SHELL } from '../../test/fake-build';

// The rule the shell applies before loading a release and the deploy command before switching to one.
describe('versionSkew', () => {
  it('accepts the same versions and minor or patch differences', () => {
    expect(versionSkew(SHELL, SHELL)).toEqual([]);
    expect(
      versionSkew(SHELL, {
        react: '19.0.0',
        'react-dom': '19.9.9',
        '@storefront/platform': '1.0.0',
        '@storefront/ui': '1.7.3',
        '@storefront/contracts': '1.1.1',
      }),
    ).toEqual([]);
  });

  it('refuses every package whose major differs, naming both versions', () => {
    const skew = versionSkew(SHELL, { ...SHELL, '@storefront/platform': '2.0.0', react: '18.3.1' });
    expect(skew).toEqual([
      { package: 'react', builtAgainst: '18.3.1', provided: '19.3.1' },
      { package: '@storefront/platform', builtAgainst: '2.0.0', provided: '1.4.0' },
    ]);
    expect(describeSkew(skew)).toBe('react 18.3.1 (shell provides 19.3.1), @storefront/platform 2.0.0 (shell provides 1.4.0)');
  });

  it('counts a version that is not major.minor.patch as skew, and compares only packages both declare', () => {
    expect(versionSkew(SHELL, { '@storefront/ui': 'latest' })).toEqual([{ package: '@storefront/ui', builtAgainst: 'latest', provided: '1.0.2' }]);
    expect(versionSkew({ react: '19.3.1' }, { '@storefront/ui': '7.0.0', react: '19.0.0-rc.1' })).toEqual([]);
    expect(majorOf('2.0.0-beta.1')).toBe(2);
    expect(majorOf('^2.0.0')).toBeUndefined();
  });
});
