import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { fetchWithTimeout, RequestTimeoutError } from './fetch-with-timeout';

/** A server that never answers: the request ends only when it is aborted. */
function hangingFetch() {
  return jest.spyOn(window, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

function settledState<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown; value?: T } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('fetchWithTimeout', () => {
  it(`aborts a request without an answer after ${REQUEST_TIMEOUT_MS} ms, not before`, async () => {
    const fetchSpy = hangingFetch();
    const state = settledState(fetchWithTimeout('/registry.json', { cache: 'no-store' }));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(RequestTimeoutError);
    expect((state.error as Error).message).toBe(`/registry.json did not answer within ${REQUEST_TIMEOUT_MS} ms`);
    expect(fetchSpy.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ cache: 'no-store', signal: expect.any(AbortSignal) }));
  });

  it('takes the time-out it is given', async () => {
    hangingFetch();
    const state = settledState(fetchWithTimeout('/x', { timeoutMs: 1500 }));
    await jest.advanceTimersByTimeAsync(1500);
    expect(state.error).toBeInstanceOf(RequestTimeoutError);
  });

  it("names the request in its message without the query string or a customer's id", async () => {
    hangingFetch();
    const state = settledState(fetchWithTimeout('https://api.example/bff/v1/customers/CUST-4711/account-overview?customer_id=CUST-4711', { timeoutMs: 400 }));
    await jest.advanceTimersByTimeAsync(400);
    expect((state.error as Error).message).toBe('https://api.example/bff/v1/customers/{customerId}/account-overview did not answer within 400 ms');
  });

  it('gives up a body that does not arrive in time when it reads it', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    const state = settledState(fetchWithTimeout('/config.json', { read: () => new Promise<never>(() => undefined) }));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(state.error).toBeInstanceOf(RequestTimeoutError);
  });

  it('resolves with what it read, leaving no timer behind', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{"a":1}'));
    await expect(fetchWithTimeout('/a.json', { read: (response) => response.json() as Promise<unknown> })).resolves.toEqual({ a: 1 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes on other failures as they are', async () => {
    const failure = new TypeError('Failed to fetch');
    jest.spyOn(window, 'fetch').mockRejectedValue(failure);
    await expect(fetchWithTimeout('/a.json')).rejects.toBe(failure);
  });
});
