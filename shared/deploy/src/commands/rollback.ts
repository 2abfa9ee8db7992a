import type { DeploymentStorage } from '../storage/deployment-storage';
import type { ReleaseRecord } from '../release/release';
import { previousRelease } from '../registry/history';
import { readLiveEntry } from '../registry/live-entry';
import { LiveReleaseChangedError, requireFragment, switchRelease, type SwitchResult } from './switch-release';

export class NoSuchReleaseError extends Error {
  override name = 'NoSuchReleaseError';
}

export interface RollbackOptions {
  storage: DeploymentStorage;
  fragment: string;
  /** A published release; by default the one live before the current one. */
  release?: string;
  force?: boolean;
}

export type RollbackResult = SwitchResult & { record: ReleaseRecord };

/** Points the fragment's registry entry back at the previous release, or at a named published one. */
export async function rollback({ storage, fragment: name, release, force = false }: RollbackOptions): Promise<RollbackResult> {
  const fragment = requireFragment(name).name;
  for (let attempt = 0; ; attempt += 1) {
    const entry = (await readLiveEntry(storage, fragment))?.value;
    if (!entry) throw new NoSuchReleaseError(`${fragment} has no live release in ${storage.location}`);
    const target = release ?? previousRelease(entry.history);
    if (target === undefined) throw new NoSuchReleaseError(`${fragment} has no earlier release to roll back to (live: ${entry.release})`);
    const record = await storage.readRelease(fragment, target);
    if (!record) throw new NoSuchReleaseError(`${fragment} has no published release ${target}: npm run releases -- ${fragment} lists them`);
    try {
      return { record, ...(await switchRelease(storage, record, { action: 'rollback', force, onlyIfLive: entry.release })) };
    } catch (error) {
      // Another switch came first: decide again from the registry as it is now.
      if (!(error instanceof LiveReleaseChangedError) || attempt >= 5) throw error;
    }
  }
}
