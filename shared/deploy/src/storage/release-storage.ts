import type { FragmentName } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';
import type { DeploymentRegistry } from '../registry/deployment-registry';

/**
 * Where releases and the live registry are kept. The local folder (LocalFolderStorage) is the default; a CDN or an
 * object store implements the same six operations (README, "Releases"):
 * - releases are written once under their own name and never replaced (e.g. a conditional PUT `If-None-Match: *`),
 *   complete or not at all (its `release.json` written last marks it complete);
 * - the registry is one document replaced whole (an object PUT is atomic) and only when it still has the revision
 *   the change was based on (e.g. `If-Match` with the object's ETag, or a generation precondition).
 */
export interface ReleaseStorage {
  /** Where this storage is, for messages. */
  readonly location: string;
  /** Every complete release of a fragment, oldest first. */
  listReleases(fragment: FragmentName): Promise<ReleaseRecord[]>;
  readRelease(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined>;
  /**
   * Stores the files of `folder` as the release `record` describes, with its `release.json`. A release that is
   * already there is left as it is (`exists`): releases are immutable and named by their content.
   */
  publishRelease(record: ReleaseRecord, folder: string): Promise<'published' | 'exists'>;
  /** The public URL of a release's `mf-manifest.json`; the release's other files are next to it. */
  manifestUrl(fragment: FragmentName, release: string): string;
  /** The live registry, or undefined before the first write. */
  readRegistry(): Promise<DeploymentRegistry | undefined>;
  /**
   * Replaces the live registry with `next` when the stored one still has `expectedRevision` (0: none yet) and
   * answers true; answers false (and writes nothing) when another writer came first. Readers see the old document or
   * the new one, never a part of one.
   */
  writeRegistry(next: DeploymentRegistry, expectedRevision: number): Promise<boolean>;
}
