import { OVERRIDE_STORAGE_KEY, overridesRequested } from './override-request';
import type { RemoteRegistry } from './remote-registry';

/**
 * How often this file's module registry has loaded the override code, so a test sees whether a page loaded it. A
 * function declaration, so the mock below can count a load while the imports above are evaluated.
 */
function mockOverrideCodeLoads(): { count: number } {
  const scope = globalThis as { overrideCodeLoads?: { count: number } };
  return (scope.overrideCodeLoads ??= { count: 0 });
}

jest.mock('./fragment-overrides', () => {
  mockOverrideCodeLoads().count += 1;
  return jest.requireActual<typeof import('./fragment-overrides')>('./fragment-overrides');
});

const LOCAL = 'http://localhost:3002/mf-manifest.json';
const published: RemoteRegistry = {
  loadTimeoutMs: 4000,
  fragments: { mf_recommendations: { manifest: 'https://cdn.zooplus.de/mf_recommendations/3.2.0/mf-manifest.json', version: '3.2.0' } },
};

/** withOverrides as a page starts with it: the shell's modules loaded, the override code not yet. */
async function freshWithOverrides(): Promise<(typeof import('./override-request'))['withOverrides']> {
  jest.resetModules();
  mockOverrideCodeLoads().count = 0;
  return (await import('./override-request')).withOverrides;
}

afterEach(() => {
  window.localStorage.clear();
});

describe('overridesRequested', () => {
  it('is false for a shopper: no override in the query, none stored', () => {
    expect(overridesRequested('', window.localStorage)).toBe(false);
    expect(overridesRequested('?utm_source=newsletter&type=dog', window.localStorage)).toBe(false);
  });

  it('is true for an override or a reset in the query, and for stored overrides', () => {
    expect(overridesRequested(`?mf-override=mf_x=${LOCAL}`, window.localStorage)).toBe(true);
    expect(overridesRequested('?mf-override=reset', window.localStorage)).toBe(true);
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ mf_x: LOCAL }));
    expect(overridesRequested('', window.localStorage)).toBe(true);
  });
});

describe('withOverrides', () => {
  it("leaves a shopper's registry as published, without loading the override code", async () => {
    const withOverrides = await freshWithOverrides();
    await expect(withOverrides(published, '?type=cat', window.localStorage)).resolves.toEqual({ registry: published, overrides: {} });
    expect(mockOverrideCodeLoads().count).toBe(0);
  });

  it('reads no override, asked for or stored, where the deployment allows none, without loading the override code', async () => {
    const withOverrides = await freshWithOverrides();
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ mf_recommendations: LOCAL }));
    await expect(withOverrides(published, `?mf-override=mf_recommendations=${LOCAL}`, window.localStorage, false)).resolves.toEqual({
      registry: published,
      overrides: {},
    });
    expect(mockOverrideCodeLoads().count).toBe(0);
  });

  it('loads the override code when asked for and applies the override', async () => {
    const withOverrides = await freshWithOverrides();
    const { registry, overrides } = await withOverrides(published, `?mf-override=mf_recommendations=${LOCAL}`, window.localStorage);
    expect(overrides).toEqual({ mf_recommendations: LOCAL });
    expect(registry.fragments.mf_recommendations).toEqual({ manifest: LOCAL, version: 'override' });
    expect(mockOverrideCodeLoads().count).toBe(1);
  });

  it('warns of an override it refused and keeps the published entry', async () => {
    const withOverrides = await freshWithOverrides();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registry, overrides } = await withOverrides(published, '?mf-override=mf_recommendations=https://evil.example/m.json', window.localStorage);
    expect(overrides).toEqual({});
    expect(registry.fragments.mf_recommendations).toEqual(published.fragments.mf_recommendations);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Ignored fragment override'),
      expect.objectContaining({ value: 'mf_recommendations=https://evil.example/m.json' }),
    );
  });
});
