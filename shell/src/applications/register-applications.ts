import { addErrorHandler, getAppStatus, registerApplication, type LifeCycles } from 'single-spa';
import { loadRemoteModule, logWarning, reportError } from '@storefront/platform';
import type { FragmentAppModule } from '@storefront/contracts';
import { IncompatibleReleaseError, type RefusedRelease } from '../registry/release-compatibility';
import type { RemoteRegistry } from '../registry/remote-registry';
import type { ApplicationDefinition } from './application-definitions';
import { createApplicationSlot, type ApplicationSlot } from './application-slot';

type Lifecycle = FragmentAppModule['mount'];
const asArray = (lifecycle: Lifecycle) => (Array.isArray(lifecycle) ? lifecycle : [lifecycle]);

function withSlotStates(app: FragmentAppModule, slot: ApplicationSlot): LifeCycles {
  return {
    bootstrap: asArray(app.bootstrap),
    mount: [async () => slot.set('loading'), ...asArray(app.mount), async () => slot.set('ready')],
    unmount: [...asArray(app.unmount), async () => slot.set('idle')],
  } as unknown as LifeCycles;
}

/**
 * Registers every fragment the registry knows as a single-spa application with its own slot.
 * Loading (manifest 404/500, time-out) and mounting failures show that slot's error state only, and so does a
 * release this shell refuses (`refused`, by container): it is never loaded.
 */
export function registerApplications(
  definitions: readonly ApplicationDefinition[],
  registry: RemoteRegistry,
  slotsParent: HTMLElement,
  refused: ReadonlyMap<string, RefusedRelease> = new Map(),
): Map<string, ApplicationSlot> {
  const slots = new Map<string, ApplicationSlot>();
  for (const definition of definitions) {
    if (!registry.fragments[definition.container]) {
      logWarning(`Fragment ${definition.container} is not in the remote registry; ${definition.name} is not registered`);
      continue;
    }
    const slot = createApplicationSlot(definition, slotsParent);
    slots.set(definition.name, slot);
    registerApplication({
      name: definition.name,
      app: async () => {
        const refusal = refused.get(definition.container);
        if (refusal) throw new IncompatibleReleaseError(refusal);
        slot.set('loading');
        const app = await loadRemoteModule(definition.module, { timeoutMs: registry.loadTimeoutMs });
        return withSlotStates(app, slot);
      },
      activeWhen: definition.activeWhen,
      customProps: { domElement: slot.content },
    });
  }
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    slots.get(name)?.set('error');
    const entry = definitions.find((definition) => definition.name === name);
    reportError(error, {
      fragment: name,
      status: getAppStatus(name),
      manifest: entry ? registry.fragments[entry.container]?.manifest : undefined,
      ...(error instanceof IncompatibleReleaseError ? error.context : {}),
    });
  });
  return slots;
}

/** Slots of applications that are not active on this route go back to idle (an old error is not shown elsewhere). */
export function resetInactiveSlots(definitions: readonly ApplicationDefinition[], slots: Map<string, ApplicationSlot>): void {
  for (const definition of definitions) {
    const slot = slots.get(definition.name);
    if (slot && !definition.activeWhen(window.location)) slot.set('idle');
  }
}
