import type { LifeCycles } from 'single-spa';
import type { FragmentAppModule, FragmentCustomProps, LifecycleProps } from '@storefront/contracts';
import type { ApplicationSlot } from './application-slot';

type Lifecycle = FragmentAppModule['mount'];

async function run(lifecycle: Lifecycle, props: LifecycleProps): Promise<void> {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
}

/**
 * single-spa handles one route change at a time and waits for every application it loads and mounts: a fragment
 * whose files are slow would hold each click on a link until its load time-out. These lifecycles return at once
 * while the fragment loads; once it is there, it is bootstrapped and mounted if its route is still shown, one step at a
 * time, and the slot says how far it got (loading, ready, error). A fragment that is already loaded mounts and unmounts
 * within single-spa's own lifecycles, as before.
 *
 * `load` starts on the first mount. A failure (loading, bootstrap, mount) shows the slot's error state and goes to
 * `onError`; the fragment is then not tried again on this page, like single-spa's broken applications.
 */
export function backgroundLifecycles(
  load: () => Promise<FragmentAppModule>,
  slot: ApplicationSlot,
  onError: (error: unknown) => void,
): LifeCycles<FragmentCustomProps> {
  let fragment: FragmentAppModule | undefined;
  let loading: Promise<void> | undefined;
  let broken = false;
  let bootstrapped = false;
  let mounted = false;
  let wanted = false;
  let props: LifecycleProps | undefined;
  let steps: Promise<void> = Promise.resolve();

  const fail = (error: unknown) => {
    broken = true;
    // A route left meanwhile keeps its slot idle; the error shows when the route is back (mount).
    if (wanted) slot.set('error');
    onError(error);
  };

  // Brings the fragment to what the route wants now; steps never overlap.
  const reconcile = async () => {
    if (!fragment || broken || !props) return;
    if (wanted && !mounted) {
      if (!bootstrapped) {
        await run(fragment.bootstrap, props);
        bootstrapped = true;
      }
      await run(fragment.mount, props);
      mounted = true;
      // The route may have changed during the mount; only a fragment still wanted shows as ready.
      if (wanted) slot.set('ready');
    }
    if (!wanted && mounted) {
      await run(fragment.unmount, props);
      mounted = false;
      slot.set('idle');
    }
  };
  const settle = (): Promise<void> => {
    steps = steps.then(reconcile).catch(fail);
    return steps;
  };

  return {
    bootstrap: async () => undefined,
    mount: async (mountProps) => {
      wanted = true;
      props = { ...mountProps };
      if (broken) {
        slot.set('error');
        return;
      }
      if (!fragment) slot.set('loading');
      loading ??= load().then((loaded) => {
        fragment = loaded;
      }, fail);
      // Loaded: mount now, inside single-spa's lifecycle. Still loading: mounted when it arrives, if still wanted.
      if (fragment) await settle();
      else void loading.then(settle);
    },
    unmount: async () => {
      wanted = false;
      if (mounted) await settle();
      else slot.set('idle');
    },
  };
}
