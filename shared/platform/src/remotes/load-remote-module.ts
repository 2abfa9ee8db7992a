import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from '@storefront/contracts';

/** Loads a module another fragment exposes, typed by the contracts map. Rejects when it cannot be loaded. */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  const module = await loadRemote<RemoteModules[Id]>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
