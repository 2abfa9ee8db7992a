import type { AppProps } from 'single-spa';
import type { FragmentAppModule, FragmentCustomProps } from '@storefront/contracts';
import { deferred } from '@storefront/test-support';
import type { ApplicationSlot, SlotState } from './application-slot';
import { backgroundLifecycles } from './background-lifecycles';

type Props = FragmentCustomProps & AppProps;

const props = { name: 'mf-account-overview', domElement: document.createElement('div') } as unknown as Props;

/** Lets every step that can run, run (all of them are promise callbacks). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeSlot(): ApplicationSlot & { states: SlotState[] } {
  const states: SlotState[] = [];
  return {
    states,
    content: props.domElement,
    state: () => states.at(-1) ?? 'idle',
    set: (state) => states.push(state),
  };
}

function fakeFragment(calls: string[] = []): FragmentAppModule {
  const step = (label: string) => async () => {
    calls.push(label);
  };
  return { bootstrap: step('bootstrap'), mount: [step('mount 1'), step('mount 2')], unmount: step('unmount') };
}

function setUp() {
  const loading = deferred<FragmentAppModule>();
  const load = jest.fn(() => loading.promise);
  const slot = fakeSlot();
  const errors: unknown[] = [];
  const lifecycles = backgroundLifecycles(load, slot, (error) => errors.push(error));
  const call = (lifecycle: 'bootstrap' | 'mount' | 'unmount') => (lifecycles[lifecycle] as (p: Props) => Promise<unknown>)(props);
  return { loading, load, slot, errors, call };
}

describe('backgroundLifecycles', () => {
  it('returns from mount while the fragment loads, then bootstraps and mounts it (arrays in order) and shows it ready', async () => {
    const { loading, load, slot, call } = setUp();
    const calls: string[] = [];
    await call('bootstrap');
    expect(load).not.toHaveBeenCalled();

    await call('mount');
    expect(load).toHaveBeenCalledTimes(1);
    expect(slot.state()).toBe('loading');

    loading.resolve(fakeFragment(calls));
    await flush();
    expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2']);
    expect(slot.state()).toBe('ready');

    await call('unmount');
    expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2', 'unmount']);
    expect(slot.state()).toBe('idle');
  });

  it('never mounts a fragment whose route was left while it loaded, and mounts it when the route is back', async () => {
    const { loading, slot, call } = setUp();
    const calls: string[] = [];
    await call('mount');
    await call('unmount');
    expect(slot.state()).toBe('idle');

    loading.resolve(fakeFragment(calls));
    await flush();
    expect(calls).toEqual([]);
    expect(slot.state()).toBe('idle');

    // loaded by now: mounted within single-spa's own lifecycle, bootstrapped once
    await call('mount');
    expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2']);
    expect(slot.state()).toBe('ready');
    await call('unmount');
    await call('mount');
    expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2', 'unmount', 'mount 1', 'mount 2']);
  });

  it('unmounts a fragment whose route was left during its mount, once the mount has finished', async () => {
    const { loading, slot, call } = setUp();
    const calls: string[] = [];
    const mountDone = deferred<void>();
    const fragment = fakeFragment(calls);
    fragment.mount = async () => {
      calls.push('mount');
      await mountDone.promise;
    };
    await call('mount');
    loading.resolve(fragment);
    await flush();
    expect(calls).toEqual(['bootstrap', 'mount']);

    await call('unmount');
    expect(slot.state()).toBe('idle');
    mountDone.resolve();
    await flush();
    expect(calls).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(slot.states).not.toContain('ready');
    expect(slot.state()).toBe('idle');
  });

  it('shows the error state and reports once when the fragment cannot be loaded, and does not load it again', async () => {
    const { loading, load, slot, errors, call } = setUp();
    await call('mount');
    loading.reject(new Error('mf_account_overview/app did not load within 5000 ms'));
    await flush();
    expect(slot.state()).toBe('error');
    expect(errors).toEqual([new Error('mf_account_overview/app did not load within 5000 ms')]);

    await call('unmount');
    expect(slot.state()).toBe('idle');
    await call('mount');
    expect(slot.state()).toBe('error');
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });

  it('keeps the slot idle when the load fails after its route was left', async () => {
    const { loading, slot, errors, call } = setUp();
    await call('mount');
    await call('unmount');
    loading.reject(new Error('manifest answered 404'));
    await flush();
    expect(slot.state()).toBe('idle');
    expect(errors).toHaveLength(1);
  });

  it('shows the error state and reports when the fragment throws while mounting', async () => {
    const { loading, slot, errors, call } = setUp();
    const fragment = fakeFragment();
    fragment.mount = async () => {
      throw new Error('render failed');
    };
    await call('mount');
    loading.resolve(fragment);
    await flush();
    expect(slot.state()).toBe('error');
    expect(errors).toEqual([new Error('render failed')]);
  });
});
