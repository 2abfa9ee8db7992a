import { waitFor } from '@testing-library/react';
import { fakeBackend, json, type FakeBackend } from '@storefront/test-support';

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
async function freshPlatform(): Promise<typeof import('./api-client') & { backend: FakeBackend }> {
  jest.resetModules();
  mockAxiosLoads().count = 0;
  const { configurePlatform } = await import('../config/storefront-config');
  const { createLocalConfig } = await import('../config/local-config');
  configurePlatform(createLocalConfig());
  const backend = fakeBackend({ 'GET /om/zdl/sid': () => json({ sid: 'sid-1' }) });
  return { ...(await import('./api-client')), backend };
}

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

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

  it("evaluates axios in a task after its chunk's arrival, then sends each client's first calls in a task of its own", async () => {
    // yieldToMain ends a task with the browser's scheduler.yield; here the test says when each of those tasks begins.
    const tasks: Array<() => void> = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) };
    const { getApiClient, backend } = await freshPlatform();
    const tracking = getApiClient('bff', 'mf-tracking');
    const shell = getApiClient('bff', 'shell');
    const calls = [tracking.get('/om/zdl/sid'), shell.get('/om/zdl/sid'), tracking.get('/om/zdl/sid'), shell.get('/om/zdl/sid')];
    const callers = () => backend.requests.map((request) => request.headers.get('x-caller'));

    await waitFor(() => expect(tasks).toHaveLength(1));
    expect(mockAxiosLoads().count).toBe(0);
    tasks[0]?.();
    await waitFor(() => expect(tasks).toHaveLength(3));
    expect(mockAxiosLoads().count).toBe(1);
    expect(backend.requests).toHaveLength(0);
    tasks[1]?.();
    await waitFor(() => expect(backend.requests).toHaveLength(2));
    const [first] = callers();
    expect(callers()).toEqual([first, first]);
    tasks[2]?.();
    await waitFor(() => expect(backend.requests).toHaveLength(4));
    expect(callers().slice(2)).toEqual(Array(2).fill(first === 'pet-storefront-web/shell' ? 'pet-storefront-web/mf-tracking' : 'pet-storefront-web/shell'));
    await Promise.all(calls);

    await expect(tracking.get('/om/zdl/sid')).resolves.toMatchObject({ data: { sid: 'sid-1' } });
    expect(tasks).toHaveLength(3);
  });
});
