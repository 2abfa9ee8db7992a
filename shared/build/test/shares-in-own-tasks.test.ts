import { ModuleFederation } from '@module-federation/runtime';
import sharesInOwnTasks from '../federation-runtime/shares-in-own-tasks.mjs';

// The real federation runtime: the shell's bootstrap asks for every shared module at once; each one's negotiation and
// its module's request begin in a task of their own.
afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

it('negotiates each shared module in a task of its own', async () => {
  // The browser's scheduler.yield ends a task; here the test says when each next task begins.
  const nextTasks: Array<() => void> = [];
  (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => nextTasks.push(resolve)) };
  const react = jest.fn(async () => () => ({ name: 'react' }));
  const platform = jest.fn(async () => () => ({ name: 'platform' }));
  const shared = (get: () => Promise<() => unknown>) => ({ version: '1.0.0', get, shareConfig: { singleton: true, requiredVersion: '^1.0.0' } });
  const federation = new ModuleFederation({
    name: 'shell',
    remotes: [],
    shared: { react: shared(react), '@storefront/platform': shared(platform) },
    plugins: [sharesInOwnTasks()],
  });

  const loaded = Promise.all([federation.loadShare('react'), federation.loadShare('@storefront/platform')]);
  await flush();
  expect(nextTasks).toHaveLength(2);
  expect(react).not.toHaveBeenCalled();
  expect(platform).not.toHaveBeenCalled();

  nextTasks[0]?.();
  await flush();
  expect(react).toHaveBeenCalledTimes(1);
  expect(platform).not.toHaveBeenCalled();

  nextTasks[1]?.();
  const factories = (await loaded) as Array<() => { name: string }>;
  expect(platform).toHaveBeenCalledTimes(1);
  expect(factories.map((factory) => factory())).toEqual([{ name: 'react' }, { name: 'platform' }]);
});

it('yields with a zero timer where the browser has no scheduler.yield', async () => {
  jest.useFakeTimers();
  try {
    const args = { pkgName: 'react' };
    const plugin = sharesInOwnTasks() as { beforeLoadShare: (value: typeof args) => Promise<typeof args> };
    const settled = jest.fn();
    void plugin.beforeLoadShare(args).then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith(args);
  } finally {
    jest.useRealTimers();
  }
});
