import { DEFAULT_LOAD_TIMEOUT_MS, type LifecycleProps } from '@storefront/contracts';
import { LoadTimeoutError } from '@storefront/platform';
import { setUpPlatform } from '@storefront/test-support';
import { transitions } from '@storefront/test-support/counted-transitions';
import { createFragmentApp } from './create-fragment-app';

/** Whether react-dom's hydrateRoot was called inside React's startTransition, recorded per call (both call through). */
const hydrations: { inTransition: boolean }[] = [];
jest.mock('react', () =>
  jest.requireActual<typeof import('@storefront/test-support/counted-transitions')>('@storefront/test-support/counted-transitions').reactCountingTransitions(),
);
jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return {
    ...actual,
    hydrateRoot: (...args: Parameters<typeof actual.hydrateRoot>) => {
      hydrations.push({ inTransition: transitions.running > 0 });
      return actual.hydrateRoot(...args);
    },
  };
});

type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

const props = (): LifecycleProps => ({ name: 'mf-account-overview', domElement: document.createElement('div') });
const single = (lifecycle: unknown) => (Array.isArray(lifecycle) ? lifecycle[0] : lifecycle) as Lifecycle;

beforeEach(() => setUpPlatform());
afterEach(() => jest.useRealTimers());

describe('createFragmentApp', () => {
  it('mounts the root component once its chunk has loaded', async () => {
    const app = createFragmentApp({ fragment: 'mf-account-overview', loadRoot: async () => () => <h1>Mein Konto</h1> });
    const slot = props();
    await single(app.bootstrap)(slot);
    await single(app.mount)(slot);
    expect(slot.domElement).toHaveTextContent('Mein Konto');
    await single(app.unmount)(slot);
  });

  it(`fails bootstrapping when the root component has not loaded within ${DEFAULT_LOAD_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    const app = createFragmentApp({ fragment: 'mf-account-overview', loadRoot: () => new Promise(() => undefined) });
    let outcome: unknown = 'pending';
    void single(app.bootstrap)(props()).catch((error: unknown) => (outcome = error));
    await jest.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(LoadTimeoutError);
    expect((outcome as Error).message).toBe(`mf-account-overview root component did not load within ${DEFAULT_LOAD_TIMEOUT_MS} ms`);
  });

  describe("in a slot holding the server's first view", () => {
    const serverSlot = () => {
      const slot = props();
      slot.domElement.setAttribute('data-first-view', '');
      slot.domElement.innerHTML = '<h1>Mein Konto</h1>';
      return { slot, heading: slot.domElement.querySelector('h1') };
    };
    const Root = () => <h1>Mein Konto</h1>;

    it("hydrates the markup when the fragment can: the server's elements stay", async () => {
      const { slot, heading } = serverSlot();
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const app = createFragmentApp({ fragment: 'mf-account-overview', loadRoot: async () => Root, canHydrate: () => true });
      await single(app.bootstrap)(slot);
      await single(app.mount)(slot);
      expect(slot.domElement.querySelector('h1')).toBe(heading);
      expect(slot.domElement).not.toHaveAttribute('data-first-view');
      expect(errors).not.toHaveBeenCalled();
      // At transition priority: React hydrates in slices, yielding to the browser between them.
      expect(hydrations).toEqual([{ inTransition: true }]);
      await single(app.unmount)(slot);
      // A later mount of the route renders afresh.
      await single(app.mount)(slot);
      expect(slot.domElement).toHaveTextContent('Mein Konto');
      expect(slot.domElement.querySelector('h1')).not.toBe(heading);
      await single(app.unmount)(slot);
      errors.mockRestore();
    });

    it.each([
      ['cannot hydrate', { canHydrate: () => false }],
      ['does not say', {}],
    ])('renders afresh over the markup when the fragment %s', async (_name, option) => {
      const { slot, heading } = serverSlot();
      const app = createFragmentApp({ fragment: 'mf-account-overview', loadRoot: async () => Root, ...option });
      await single(app.bootstrap)(slot);
      await single(app.mount)(slot);
      expect(slot.domElement.querySelectorAll('h1')).toHaveLength(1);
      expect(slot.domElement.querySelector('h1')).not.toBe(heading);
      expect(slot.domElement).not.toHaveAttribute('data-first-view');
      await single(app.unmount)(slot);
    });
  });
});
