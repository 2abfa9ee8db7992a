import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { isHttpUrl, parseRegistry } from './remote-registry';

describe('parseRegistry', () => {
  it('keeps valid entries with their manifest and version', () => {
    const { registry, problems } = parseRegistry({
      loadTimeoutMs: 3000,
      fragments: {
        mf_tracking: { manifest: 'http://localhost:8085/mf-manifest.json', version: '1.0.0' },
        mf_homepage_blocks: { manifest: 'https://cdn.zooplus.de/mf_homepage_blocks/2.1.0/mf-manifest.json', version: '2.1.0' },
      },
    });
    expect(problems).toEqual([]);
    expect(registry).toEqual({
      loadTimeoutMs: 3000,
      fragments: {
        mf_tracking: { manifest: 'http://localhost:8085/mf-manifest.json', version: '1.0.0' },
        mf_homepage_blocks: { manifest: 'https://cdn.zooplus.de/mf_homepage_blocks/2.1.0/mf-manifest.json', version: '2.1.0' },
      },
    });
  });

  it('keeps the release and what it was built against, dropping unknown packages and non-string versions', () => {
    const { registry } = parseRegistry({
      fragments: {
        mf_x: {
          manifest: 'https://a.example/releases/1.0.0-0123456789/mf-manifest.json',
          version: '1.0.0',
          release: '1.0.0-0123456789',
          builtAgainst: { react: '19.3.1', '@storefront/platform': 2, leftpad: '1.0.0' },
          history: [],
        },
      },
    });
    expect(registry.fragments.mf_x).toEqual({
      manifest: 'https://a.example/releases/1.0.0-0123456789/mf-manifest.json',
      version: '1.0.0',
      release: '1.0.0-0123456789',
      builtAgainst: { react: '19.3.1' },
    });
  });

  it('marks a missing version as unknown', () => {
    const { registry } = parseRegistry({ fragments: { mf_x: { manifest: 'https://a.example/mf-manifest.json' } } });
    expect(registry.fragments.mf_x).toEqual({ manifest: 'https://a.example/mf-manifest.json', version: 'unknown' });
  });

  it('rejects entries without an http(s) manifest, naming each, and keeps the others', () => {
    const { registry, problems } = parseRegistry({
      fragments: {
        mf_good: { manifest: 'https://a.example/mf-manifest.json', version: '1' },
        mf_script: { manifest: 'javascript:alert(1)', version: '1' },
        mf_ftp: { manifest: 'ftp://a.example/mf-manifest.json' },
        mf_relative: { manifest: '/mf-manifest.json' },
        mf_missing: { version: '1' },
        mf_null: null,
      },
    });
    expect(Object.keys(registry.fragments)).toEqual(['mf_good']);
    expect(problems).toEqual([
      'fragment mf_script has no http(s) manifest URL',
      'fragment mf_ftp has no http(s) manifest URL',
      'fragment mf_relative has no http(s) manifest URL',
      'fragment mf_missing has no http(s) manifest URL',
      'fragment mf_null has no http(s) manifest URL',
    ]);
  });

  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -100],
    ['a string', '3000'],
  ])('uses the default load time-out of 5000 ms when it is %s', (_case, loadTimeoutMs) => {
    expect(DEFAULT_LOAD_TIMEOUT_MS).toBe(5000);
    expect(parseRegistry({ loadTimeoutMs, fragments: {} }).registry.loadTimeoutMs).toBe(5000);
  });

  it('keeps the previews of releases its entries name, nothing else', () => {
    const { registry } = parseRegistry({
      fragments: { mf_own_brand: { manifest: 'https://cdn.example/ob/mf-manifest.json', version: '1.0.0', release: '1.0.0-0123456789' } },
      previews: { mf_own_brand: '1.0.0-0123456789', mf_other: '1.0.0-0123456789', mf_broken: 7 },
    });
    expect(registry.previews).toEqual({ mf_own_brand: '1.0.0-0123456789' });
    expect(parseRegistry({ fragments: {}, previews: 'x' }).registry.previews).toBeUndefined();
  });

  it('uses a custom load time-out', () => {
    expect(parseRegistry({ loadTimeoutMs: 1500, fragments: {} }).registry.loadTimeoutMs).toBe(1500);
  });

  it.each([null, 'registry', 42, {}])('yields an empty registry for %p', (document) => {
    expect(parseRegistry(document)).toEqual({ registry: { loadTimeoutMs: 5000, fragments: {} }, problems: [] });
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['http://localhost:3002/mf-manifest.json', true],
    ['https://cdn.zooplus.de/x.json', true],
    ['javascript:alert(1)', false],
    ['data:application/json,{}', false],
    ['//cdn.zooplus.de/x.json', false],
    ['not a url', false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
