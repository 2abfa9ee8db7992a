import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { holdRemoteModule, provideRemoteModule, setUpPlatform } from '@storefront/test-support';
import { loadRemoteModule } from './load-remote-module';
import { LoadTimeoutError } from './with-timeout';

beforeEach(() => setUpPlatform());
afterEach(() => jest.useRealTimers());

const tracker = { tracker: { pageView: jest.fn(), impression: jest.fn(), click: jest.fn() }, observeImpression: () => () => undefined };

describe('loadRemoteModule', () => {
  it('resolves with the module another fragment exposes', async () => {
    provideRemoteModule('mf_tracking/tracker', tracker);
    await expect(loadRemoteModule('mf_tracking/tracker')).resolves.toBe(tracker);
  });

  it(`gives up after the registry's default ${DEFAULT_LOAD_TIMEOUT_MS} ms with a LoadTimeoutError`, async () => {
    jest.useFakeTimers();
    holdRemoteModule('mf_own_brand/app');
    const outcome = loadRemoteModule('mf_own_brand/app').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(LoadTimeoutError);
    expect((error as Error).message).toBe(`mf_own_brand/app did not load within ${DEFAULT_LOAD_TIMEOUT_MS} ms`);
  });

  it('takes the time-out it is given', async () => {
    jest.useFakeTimers();
    holdRemoteModule('mf_own_brand/app');
    let settled = false;
    const outcome = loadRemoteModule('mf_own_brand/app', { timeoutMs: 1500 }).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await jest.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LoadTimeoutError);
  });
});
