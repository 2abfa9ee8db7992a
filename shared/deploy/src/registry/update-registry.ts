import type { ReleaseStorage } from '../storage/release-storage';
import { emptyRegistry, type DeploymentRegistry } from './deployment-registry';

export class RegistryConflictError extends Error {
  override name = 'RegistryConflictError';
}

/**
 * Compare-and-swap on the registry revision: reads the live registry, lets `change` make the next document from it,
 * and writes it only if nobody wrote in between; otherwise reads again and re-applies `change`. So two deploys of
 * different fragments at the same time both end up in the registry. `change` answers undefined for "nothing to do".
 */
export async function updateRegistry(
  storage: ReleaseStorage,
  change: (current: DeploymentRegistry) => DeploymentRegistry | undefined,
  attempts = 50,
): Promise<DeploymentRegistry> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = (await storage.readRegistry()) ?? emptyRegistry();
    const next = change(structuredClone(current));
    if (!next) return current;
    const written: DeploymentRegistry = { ...next, revision: current.revision + 1, updatedAt: new Date().toISOString() };
    if (await storage.writeRegistry(written, current.revision)) return written;
  }
  throw new RegistryConflictError(`the registry in ${storage.location} kept changing; ${attempts} attempts to update it failed`);
}
