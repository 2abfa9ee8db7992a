import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_LOAD_TIMEOUT_MS, type RemoteModuleId, type RemoteModules } from '@storefront/contracts';
import { withTimeout } from './with-timeout';

export interface RemoteLoadOptions {
  /** How long loading may take before it is given up (manifest, remote entry and chunks); the registry's default. */
  timeoutMs?: number;
}

/**
 * Loads a module another fragment exposes, typed by the contracts map. Rejects when it cannot be loaded or does
 * not arrive in time (LoadTimeoutError), so a hanging fragment server never leaves a page waiting.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { timeoutMs = DEFAULT_LOAD_TIMEOUT_MS }: RemoteLoadOptions = {},
): Promise<RemoteModules[Id]> {
  const module = await withTimeout(loadRemote<RemoteModules[Id]>(id), timeoutMs, id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
