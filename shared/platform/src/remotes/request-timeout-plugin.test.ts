import { RequestTimeoutError } from '../api/fetch-with-timeout';
import { requestTimeoutPlugin } from './request-timeout-plugin';

const MANIFEST = 'http://localhost:8083/releases/1.0.0-abc/mf-manifest.json';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('requestTimeoutPlugin', () => {
  it('aborts a manifest request that has no answer within the time-out', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    const outcome = Promise.resolve(requestTimeoutPlugin(1500).fetch?.(MANIFEST, {})).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1499);
    const signal = fetchSpy.mock.calls[0]?.[1]?.signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('gives the runtime the answer that arrives in time', async () => {
    const answer = new Response('{"id":"mf_account_overview"}');
    jest.spyOn(window, 'fetch').mockResolvedValue(answer);
    await expect(requestTimeoutPlugin(1500).fetch?.(MANIFEST, {})).resolves.toBe(answer);
  });
});
