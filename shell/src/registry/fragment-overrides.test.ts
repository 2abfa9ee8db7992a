import { applyOverrides, clearOverrides, overriddenRegistry, resolveOverrides as resolveWith } from './fragment-overrides';
import { OVERRIDE_STORAGE_KEY } from './override-request';
import type { RemoteRegistry } from './remote-registry';

const LOCAL = 'http://localhost:3002/mf-manifest.json';
/** A registry that publishes the fragments these tests name, besides those of the federation description. */
const names: RemoteRegistry = {
  loadTimeoutMs: 4000,
  fragments: Object.fromEntries(
    ['mf_x', 'mf_a', 'mf_b', 'mf_c', 'mf_d'].map((name) => [name, { manifest: `https://cdn.zooplus.de/${name}/1.0.0/mf-manifest.json`, version: '1.0.0' }]),
  ),
};
const resolveOverrides = (search: string, storage: Storage) => resolveWith(search, storage, names);
const query = (...values: string[]) => `?${values.map((value) => `mf-override=${encodeURIComponent(value)}`).join('&')}`;
const stored = () => JSON.parse(window.localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? 'null') as unknown;

afterEach(() => {
  window.localStorage.clear();
});

describe('resolveOverrides', () => {
  it('has no overrides without query and storage', () => {
    expect(resolveOverrides('', window.localStorage)).toEqual({ overrides: {}, rejected: [] });
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('applies an override from the query and stores it', () => {
    expect(resolveOverrides(`?mf-override=mf_x=${LOCAL}`, window.localStorage)).toEqual({
      overrides: { mf_x: LOCAL },
      rejected: [],
    });
    expect(stored()).toEqual({ mf_x: LOCAL });
  });

  it('keeps a stored override on a later visit without the query', () => {
    resolveOverrides(query(`mf_x=${LOCAL}`), window.localStorage);
    expect(resolveOverrides('?utm_source=newsletter', window.localStorage).overrides).toEqual({ mf_x: LOCAL });
  });

  it('takes several overrides and adds to the stored ones', () => {
    resolveOverrides(query(`mf_a=${LOCAL}`), window.localStorage);
    const { overrides } = resolveOverrides(query('mf_b=http://127.0.0.1:3004/mf-manifest.json'), window.localStorage);
    expect(overrides).toEqual({ mf_a: LOCAL, mf_b: 'http://127.0.0.1:3004/mf-manifest.json' });
    expect(stored()).toEqual(overrides);
  });

  it('replaces a stored override of the same fragment', () => {
    resolveOverrides(query(`mf_a=${LOCAL}`), window.localStorage);
    expect(resolveOverrides(query('mf_a=http://localhost:4000/mf-manifest.json'), window.localStorage).overrides).toEqual({
      mf_a: 'http://localhost:4000/mf-manifest.json',
    });
  });

  it.each([
    ['a javascript: URL', 'mf_x=javascript:alert(1)'],
    ['an ftp: URL', 'mf_x=ftp://localhost/mf-manifest.json'],
    ['a data: URL', 'mf_x=data:text/javascript,alert(1)'],
    ['garbage', 'garbage'],
    ['a missing name', `=${LOCAL}`],
    ['a missing URL', 'mf_x='],
    ['a build on another host', 'mf_x=https://evil.example/mf-manifest.json'],
    ['a host that only starts like a local one', 'mf_x=http://localhost.evil.example/mf-manifest.json'],
    ['user-info that hides the host', 'mf_x=http://localhost@evil.example/mf-manifest.json'],
    ['a local build with a user and password', 'mf_x=http://squad:secret@localhost:3003/mf-manifest.json'],
    ['a fragment neither the registry nor the federation description knows', `mf_zz=${LOCAL}`],
  ])('rejects %s without storing anything', (_case, value) => {
    expect(resolveOverrides(query(value), window.localStorage)).toEqual({ overrides: {}, rejected: [value] });
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the valid overrides next to rejected ones', () => {
    const result = resolveOverrides(query(`mf_a=${LOCAL}`, 'mf_b=javascript:alert(1)'), window.localStorage);
    expect(result).toEqual({ overrides: { mf_a: LOCAL }, rejected: ['mf_b=javascript:alert(1)'] });
  });

  it('ignores stored entries that are not http(s) URLs and broken storage', () => {
    window.localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({ mf_a: LOCAL, mf_b: 'javascript:alert(1)', mf_c: 3, mf_d: 'https://evil.example/m.json' }),
    );
    expect(resolveOverrides('', window.localStorage).overrides).toEqual({ mf_a: LOCAL });
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, '{not json');
    expect(resolveOverrides('', window.localStorage).overrides).toEqual({});
  });

  it('clears everything with ?mf-override=reset', () => {
    resolveOverrides(query(`mf_a=${LOCAL}`), window.localStorage);
    expect(resolveOverrides('?mf-override=reset', window.localStorage)).toEqual({ overrides: {}, rejected: [] });
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(resolveOverrides('', window.localStorage).overrides).toEqual({});
  });

  it('lets reset win over overrides in the same query', () => {
    expect(resolveOverrides(query(`mf_a=${LOCAL}`, 'reset'), window.localStorage).overrides).toEqual({});
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});

describe('clearOverrides', () => {
  it('forgets the stored overrides', () => {
    resolveOverrides(query(`mf_a=${LOCAL}`), window.localStorage);
    clearOverrides(window.localStorage);
    expect(resolveOverrides('', window.localStorage).overrides).toEqual({});
  });
});

describe('applyOverrides', () => {
  const published: RemoteRegistry = {
    loadTimeoutMs: 4000,
    fragments: {
      mf_tracking: { manifest: 'https://cdn.zooplus.de/mf_tracking/1.0.0/mf-manifest.json', version: '1.0.0' },
      mf_recommendations: { manifest: 'https://cdn.zooplus.de/mf_recommendations/3.2.0/mf-manifest.json', version: '3.2.0' },
    },
  };

  it('replaces the manifest of a known fragment and keeps the others and the time-out', () => {
    const registry = applyOverrides(published, { mf_recommendations: LOCAL });
    expect(registry).toEqual({
      loadTimeoutMs: 4000,
      fragments: {
        mf_tracking: published.fragments.mf_tracking,
        mf_recommendations: { manifest: LOCAL, version: 'override' },
      },
    });
  });

  it('adds a fragment under development', () => {
    expect(applyOverrides(published, { mf_own_brand: LOCAL }).fragments.mf_own_brand).toEqual({
      manifest: LOCAL,
      version: 'override',
    });
  });

  it('leaves the published registry unchanged', () => {
    applyOverrides(published, { mf_recommendations: LOCAL });
    expect(published.fragments.mf_recommendations?.version).toBe('3.2.0');
  });

  it('returns the same fragments without overrides', () => {
    expect(applyOverrides(published, {})).toEqual(published);
  });
});

describe('overriddenRegistry', () => {
  const published: RemoteRegistry = {
    loadTimeoutMs: 4000,
    fragments: {
      mf_account_overview: { manifest: 'https://cdn.zooplus.de/mf_account_overview/2.0.0/mf-manifest.json', version: '2.0.0' },
    },
  };
  const ACCOUNT_BUILD = 'http://localhost:3003/mf-manifest.json';

  it.each([
    ['package name', 'mf-account-overview'],
    ['container name', 'mf_account_overview'],
  ])("overrides the fragment named by its %s, and the notice names the fragment's container", (_form, name) => {
    const { registry, overrides } = overriddenRegistry(published, query(`${name}=${ACCOUNT_BUILD}`), window.localStorage);
    expect(registry.fragments).toEqual({ mf_account_overview: { manifest: ACCOUNT_BUILD, version: 'override' } });
    expect(overrides).toEqual({ mf_account_overview: ACCOUNT_BUILD });
    expect(stored()).toEqual({ mf_account_overview: ACCOUNT_BUILD });
  });

  it('overrides a fragment of the federation description the registry does not publish, named by its package name', () => {
    const { registry } = overriddenRegistry(published, query(`mf-own-brand=${LOCAL}`), window.localStorage);
    expect(registry.fragments.mf_own_brand).toEqual({ manifest: LOCAL, version: 'override' });
  });

  it('applies an override stored under the package name on a later visit', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mf-account-overview': ACCOUNT_BUILD }));
    expect(overriddenRegistry(published, '', window.localStorage).registry.fragments.mf_account_overview?.manifest).toBe(ACCOUNT_BUILD);
  });

  it('ignores and warns of a fragment neither the registry nor the federation description knows, and leaves it out of the notice', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registry, overrides } = overriddenRegistry(published, query(`mf-account-overveiw=${ACCOUNT_BUILD}`, `mf-own-brand=${LOCAL}`), window.localStorage);
    expect(overrides).toEqual({ mf_own_brand: LOCAL });
    expect(registry.fragments.mf_account_overview).toEqual(published.fragments.mf_account_overview);
    expect(Object.keys(registry.fragments).sort()).toEqual(['mf_account_overview', 'mf_own_brand']);
    expect(stored()).toEqual({ mf_own_brand: LOCAL });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Ignored fragment override'),
      expect.objectContaining({ value: `mf-account-overveiw=${ACCOUNT_BUILD}` }),
    );
    warn.mockRestore();
  });
});
