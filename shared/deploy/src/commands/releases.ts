import type { VersionSkew } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';
import type { ReleaseStorage } from '../storage/release-storage';
import { readLiveEntry, type Canary } from '../registry/live-entry';
import { liveShell, requireFragment, skewWithLiveShell } from './switch-release';

export interface ListedRelease extends ReleaseRecord {
  manifest: string;
  live: boolean;
  /** The candidate of the running canary. */
  canary: boolean;
  /** Where it disagrees with the live shell: a non-empty list means the shell refuses it. */
  skew: VersionSkew[];
}

export interface ReleaseList {
  fragment: string;
  location: string;
  live?: string;
  /** The running canary: its candidate and share of shoppers. */
  canary?: Canary;
  /** False when no live shell is recorded yet, so no release could be compared. */
  shellKnown: boolean;
  releases: ListedRelease[];
}

/** Every published release of a fragment, oldest first, with the live one and the ones the live shell refuses marked. */
export async function listReleases(storage: ReleaseStorage, name: string): Promise<ReleaseList> {
  const fragment = requireFragment(name).name;
  const [shell, entry, records] = await Promise.all([liveShell(storage), readLiveEntry(storage, fragment), storage.listReleases(fragment)]);
  const live = entry?.value.release;
  return {
    fragment,
    location: storage.location,
    live,
    ...(entry?.value.canary ? { canary: entry.value.canary } : {}),
    shellKnown: shell !== undefined,
    releases: records.map((record) => ({
      ...record,
      manifest: storage.manifestUrl(fragment, record.release),
      live: record.release === live,
      canary: record.release === entry?.value.canary?.release,
      skew: skewWithLiveShell(shell, record),
    })),
  };
}
