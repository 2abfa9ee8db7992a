import { ModuleFederation } from '@module-federation/runtime';
import { waitFor } from '@testing-library/react';
import { remoteStepsInOwnTasksPlugin } from './remote-steps-in-own-tasks';

// The real federation runtime (the shell's tests otherwise get @storefront/test-support's stand-in), with the remote
// entry's container given by the runtime's own loadEntry hook instead of a script.
afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

it("gets a fragment's module in three tasks: the remote entry's arrival, its initialisation, the module's request", async () => {
  // yieldToMain ends a task with the browser's scheduler.yield; here the test says when each next task begins.
  const nextTasks: Array<() => void> = [];
  (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => nextTasks.push(resolve)) };
  const container = {
    init: jest.fn(async () => undefined),
    get: jest.fn(() => async () => ({ heading: 'Mein Konto' })),
  };
  const federation = new ModuleFederation({
    name: 'shell',
    remotes: [{ name: 'mf_account_overview', entry: 'http://localhost:3003/remoteEntry.js' }],
    plugins: [remoteStepsInOwnTasksPlugin(), { name: 'test-container', loadEntry: async () => container }],
  });

  const loaded = federation.loadRemote<{ heading: string }>('mf_account_overview/app');
  await waitFor(() => expect(nextTasks).toHaveLength(1));
  expect(container.init).not.toHaveBeenCalled();

  nextTasks[0]?.();
  await waitFor(() => expect(nextTasks).toHaveLength(2));
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(container.get).not.toHaveBeenCalled();

  nextTasks[1]?.();
  await expect(loaded).resolves.toEqual({ heading: 'Mein Konto' });
  expect(container.get).toHaveBeenCalledWith('./app');
});
