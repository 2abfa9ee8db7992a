import { fakeBackend, json } from '@storefront/test-support';

/**
 * How often this file's module registry has loaded axios, and whether the next load fails (as its chunk does when the
 * network drops it). A function declaration, so the mock below can count a load while the imports above are evaluated.
 */
function mockAxiosLoads(): { count: number; failNext: boolean } {
  const scope = globalThis as { axiosLoads?: { count: number; failNext: boolean } };
  return (scope.axiosLoads ??= { count: 0, failNext: false });
}
jest.mock('axios', () => {
  const loads = mockAxiosLoads();
  loads.count += 1;
  if (loads.failNext) {
    loads.failNext = false;
    throw new Error('Loading chunk api-client-axios failed');
  }
  return jest.requireActual<typeof import('axios')>('axios');
});

/** The platform as a page starts with it: configured, no axios loaded yet; the BFF answers the sid. */
async function freshPlatform(): Promise<typeof import('./api-client')> {
  jest.resetModules();
  mockAxiosLoads().count = 0;
  const { configurePlatform } = await import('../config/storefront-config');
  const { createLocalConfig } = await import('../config/local-config');
  configurePlatform(createLocalConfig());
  fakeBackend({ 'GET /om/zdl/sid': () => json({ sid: 'sid-1' }) });
  return import('./api-client');
}

describe('the API client loads axios with its first call', () => {
  it('not when the platform is loaded or a client is made; once for all calls after', async () => {
    const { getApiClient } = await freshPlatform();
    const client = getApiClient('bff', 'mf-tracking');
    expect(mockAxiosLoads().count).toBe(0);
    await expect(client.get('/om/zdl/sid')).resolves.toMatchObject({ status: 200, data: { sid: 'sid-1' } });
    await getApiClient('bff', 'shell').get('/om/zdl/sid');
    await client.get('/om/zdl/sid');
    expect(mockAxiosLoads().count).toBe(1);
  });

  it('a call whose axios did not arrive fails, and the next call loads it again', async () => {
    const { getApiClient } = await freshPlatform();
    mockAxiosLoads().failNext = true;
    const client = getApiClient('bff', 'mf-tracking');
    await expect(client.get('/om/zdl/sid')).rejects.toThrow('Loading chunk api-client-axios failed');
    await expect(client.get('/om/zdl/sid')).resolves.toMatchObject({ data: { sid: 'sid-1' } });
    expect(mockAxiosLoads().count).toBe(2);
  });
});
