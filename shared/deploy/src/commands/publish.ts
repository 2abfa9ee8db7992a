import type { FragmentName } from '@storefront/contracts';
import { readBuild, type ReleaseRecord } from '../release/release';
import type { DeploymentStorage } from '../storage/deployment-storage';

export interface Published {
  record: ReleaseRecord;
  /** `exists`: the same content was published before; that release (with its first publishing time) is used. */
  outcome: 'published' | 'exists';
}

/** Publishes a fragment's build folder as the release its version and content hash name. */
export async function publishBuild(storage: DeploymentStorage, fragment: FragmentName, folder: string): Promise<Published> {
  const { folder: _folder, ...build } = readBuild(fragment, folder);
  const existing = await storage.readRelease(fragment, build.release);
  if (existing) return { record: existing, outcome: 'exists' };
  const record: ReleaseRecord = { ...build, publishedAt: new Date().toISOString() };
  const outcome = await storage.publishRelease(record, folder);
  return { record: outcome === 'exists' ? ((await storage.readRelease(fragment, build.release)) ?? record) : record, outcome };
}
