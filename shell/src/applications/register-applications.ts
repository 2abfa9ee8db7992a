import { addErrorHandler, getAppStatus, registerApplication } from 'single-spa';
import { afterFirstScreen, loadRemoteModule, logWarning, reportError } from '@storefront/platform';
import { IncompatibleReleaseError, type RefusedRelease } from '../registry/release-compatibility';
import type { RemoteRegistry } from '../registry/remote-registry';
import type { ApplicationDefinition } from './application-definitions';
import { createApplicationSlot, type ApplicationSlot } from './application-slot';
import { backgroundLifecycles } from './background-lifecycles';

/**
 * Registers every fragment the registry knows as a single-spa application with its own slot. A fragment loads in the
 * background (background-lifecycles.ts), so a slow one never holds a route change. Loading (manifest 404/500,
 * time-out) and mounting failures show that slot's error state only, and so does a release this shell refuses
 * (`refused`, by container): it is never loaded. A background application (tracking) starts loading once the first
 * screen is interactive (afterFirstScreen), so its remote entry is no part of a slow phone's start-up.
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
    const slot = createApplicationSlot(definition, slotsParent, registry.fragments[definition.container]?.manifest);
    slots.set(definition.name, slot);
    registerApplication({
      name: definition.name,
      app: async () => {
        const refusal = refused.get(definition.container);
        if (refusal) throw new IncompatibleReleaseError(refusal);
        const loadModule = () => loadRemoteModule(definition.module, { timeoutMs: registry.loadTimeoutMs });
        const load = definition.kind === 'background' ? () => afterFirstScreen().then(loadModule) : loadModule;
        return backgroundLifecycles(load, slot, (error) => report(definition.name, error, 'loading or mounting in the background'));
      },
      activeWhen: definition.activeWhen,
      customProps: { domElement: slot.content },
    });
  }
  function report(name: string, error: unknown, status: string | null = getAppStatus(name)): void {
    const entry = definitions.find((definition) => definition.name === name);
    reportError(error, {
      fragment: name,
      status,
      manifest: entry ? registry.fragments[entry.container]?.manifest : undefined,
      ...(error instanceof IncompatibleReleaseError ? error.context : {}),
    });
  }
  addErrorHandler((error) => {
    slots.get(error.appOrParcelName)?.set('error');
    report(error.appOrParcelName, error);
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
