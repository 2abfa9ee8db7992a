import { LoadTimeoutError, withTimeout } from './with-timeout';

function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects with a LoadTimeoutError once the time is up, not before', async () => {
    const state = track(withTimeout(new Promise<never>(() => undefined), 5000, 'mf_homepage_blocks/app'));
    await jest.advanceTimersByTimeAsync(4999);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
    expect(state.error).toBeInstanceOf(LoadTimeoutError);
    expect(state.error).toEqual(
      expect.objectContaining({
        name: 'LoadTimeoutError',
        message: 'mf_homepage_blocks/app did not load within 5000 ms',
      }),
    );
  });

  it('resolves with the value when the promise settles in time', async () => {
    let resolve: (value: string) => void = () => undefined;
    const state = track(withTimeout(new Promise<string>((done) => (resolve = done)), 5000, 'x'));
    await jest.advanceTimersByTimeAsync(4000);
    resolve('geladen');
    await jest.advanceTimersByTimeAsync(0);
    expect(state).toEqual({ status: 'resolved', value: 'geladen' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(state.status).toBe('resolved');
  });

  it('passes on the rejection of the promise itself', async () => {
    const failure = new Error('manifest 404');
    await expect(withTimeout(Promise.reject(failure), 5000, 'x')).rejects.toBe(failure);
  });

  it('leaves no timer behind once settled', async () => {
    await withTimeout(Promise.resolve(1), 5000, 'x');
    expect(jest.getTimerCount()).toBe(0);
  });
});
