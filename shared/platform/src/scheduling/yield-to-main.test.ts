import { eachInOwnTask, yieldToMain } from './yield-to-main';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  it('resolves in a later task (a zero timer) without it', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void yieldToMain().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});

describe('eachInOwnTask', () => {
  it('runs the first step at once and each further one in a task of its own, in order', async () => {
    jest.useFakeTimers();
    const done: number[] = [];
    const all = eachInOwnTask([1, 2, 3], (item) => done.push(item));
    expect(done).toEqual([1]);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toEqual([1, 2]);
    await jest.runAllTimersAsync();
    await all;
    expect(done).toEqual([1, 2, 3]);
  });

  it('stops once the caller is no longer active', async () => {
    jest.useFakeTimers();
    const done: string[] = [];
    let active = true;
    const all = eachInOwnTask(
      ['a', 'b', 'c'],
      (item) => done.push(item),
      () => active,
    );
    active = false;
    await jest.runAllTimersAsync();
    await all;
    expect(done).toEqual(['a']);
  });
});
