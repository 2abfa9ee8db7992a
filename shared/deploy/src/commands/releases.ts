import type { VersionSkew } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { isSwitchAction, readLiveEntry, type Canary, type ReleaseSwitch } from '../registry/live-entry';
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
  /** What was done to the fragment, newest first: its switches and its canaries' decisions (at most the limit asked for). */
  history: ListedChange[];
  /** How many changes the live entry records in all. */
  historyTotal: number;
}

/** A change of the live entry's history, with the release live before it when it is a switch. */
export interface ListedChange extends ReleaseSwitch {
  previous?: string;
}

export interface ListOptions {
  /** The newest changes to list; every one when undefined. */
  historyLimit?: number;
}

/** The history newest first, each switch with the release it switched away from. */
function newestFirst(history: readonly ReleaseSwitch[]): ListedChange[] {
  let live: string | undefined;
  const listed = history.map((change): ListedChange => {
    if (!isSwitchAction(change.action)) return change;
    const previous = live;
    live = change.release;
    return previous === undefined ? change : { ...change, previous };
  });
  return listed.reverse();
}

/**
 * Every published release of a fragment, oldest first, with the live one and the ones the live shell refuses marked;
 * and the fragment's history (who switched or decided what, when), newest first.
 */
export async function listReleases(storage: DeploymentStorage, name: string, options: ListOptions = {}): Promise<ReleaseList> {
  const fragment = requireFragment(name).name;
  const [shell, entry, records] = await Promise.all([liveShell(storage), readLiveEntry(storage, fragment), storage.listReleases(fragment)]);
  const live = entry?.value.release;
  const history = newestFirst(entry?.value.history ?? []);
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
    history: options.historyLimit === undefined ? history : history.slice(0, options.historyLimit),
    historyTotal: history.length,
  };
}
