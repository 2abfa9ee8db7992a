import type { BuiltAgainst } from '@storefront/contracts';
import { IncompatibleReleaseError, refusedReleases } from './release-compatibility';
import type { RemoteRegistry } from './remote-registry';

const PROVIDED: BuiltAgainst = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@storefront/platform': '1.2.0',
  '@storefront/ui': '1.0.0',
  '@storefront/contracts': '1.0.0',
};

const entry = (release: string, builtAgainst?: BuiltAgainst) => ({
  manifest: `http://localhost:8083/releases/${release}/mf-manifest.json`,
  version: release.split('-')[0] ?? '',
  release,
  ...(builtAgainst ? { builtAgainst } : {}),
});

describe('refusedReleases', () => {
  const registry: RemoteRegistry = {
    loadTimeoutMs: 5000,
    fragments: {
      mf_account_overview: entry('2.0.0-0123456789', { ...PROVIDED, '@storefront/platform': '2.0.0' }),
      mf_tracking: entry('1.0.0-abcdefabcd', { ...PROVIDED, '@storefront/platform': '1.9.3', react: '19.0.0', '@storefront/ui': '1.0.7' }),
      mf_homepage_blocks: entry('1.0.0-0000000000', PROVIDED),
      mf_recommendations: { manifest: 'http://localhost:3002/mf-manifest.json', version: 'override' },
    },
  };

  it('refuses a release whose major of a platform package differs, with both version sets', () => {
    const refused = refusedReleases(registry, PROVIDED);
    expect([...refused.keys()]).toEqual(['mf_account_overview']);
    expect(refused.get('mf_account_overview')).toEqual({
      container: 'mf_account_overview',
      release: '2.0.0-0123456789',
      version: '2.0.0',
      manifest: 'http://localhost:8083/releases/2.0.0-0123456789/mf-manifest.json',
      builtAgainst: { ...PROVIDED, '@storefront/platform': '2.0.0' },
      provided: PROVIDED,
      skew: [{ package: '@storefront/platform', builtAgainst: '2.0.0', provided: '1.2.0' }],
    });
  });

  it('loads minor and patch differences, and entries without a declaration (overrides, development builds)', () => {
    const refused = refusedReleases(registry, PROVIDED);
    expect(refused.has('mf_tracking')).toBe(false);
    expect(refused.has('mf_homepage_blocks')).toBe(false);
    expect(refused.has('mf_recommendations')).toBe(false);
  });

  it('says in its error what was refused and why', () => {
    const error = new IncompatibleReleaseError(refusedReleases(registry, PROVIDED).get('mf_account_overview')!);
    expect(error.message).toBe('mf_account_overview 2.0.0-0123456789 is not loaded: it was built against @storefront/platform 2.0.0 (shell provides 1.2.0)');
    expect(error.context).toEqual(
      expect.objectContaining({
        release: '2.0.0-0123456789',
        builtAgainst: expect.objectContaining({ '@storefront/platform': '2.0.0' }),
        provided: PROVIDED,
      }),
    );
  });
});
