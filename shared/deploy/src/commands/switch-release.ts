import { containerName, describeSkew, fragmentByName, FRAGMENTS, versionSkew, type Fragment, type FragmentName, type VersionSkew } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';
import type { DeployedFragment, DeploymentRegistry, ReleaseSwitch } from '../registry/deployment-registry';
import { updateRegistry } from '../registry/update-registry';
import type { ReleaseStorage } from '../storage/release-storage';

export class UnknownFragmentError extends Error {
  override name = 'UnknownFragmentError';
}

/** A switch the live shell would refuse (its majors differ), not forced. */
export class RefusedReleaseError extends Error {
  override name = 'RefusedReleaseError';
  constructor(
    readonly record: ReleaseRecord,
    readonly skew: VersionSkew[],
  ) {
    super(
      `${record.fragment} ${record.release} is not switched to: the live shell would refuse it, it was built against ` +
        `${describeSkew(skew)}. Build it against the shell's majors, or pass --force to switch anyway (its slot then shows its error state).`,
    );
  }
}

/** The live release changed while a rollback was choosing where to go. */
export class LiveReleaseChangedError extends Error {
  override name = 'LiveReleaseChangedError';
}

/** The fragment of the federation description with this name; anything else is refused. */
export function requireFragment(name: string | undefined): Fragment {
  const fragment = name === undefined ? undefined : fragmentByName(name);
  if (!fragment) {
    throw new UnknownFragmentError(
      `${name === undefined ? 'No fragment given' : `Unknown fragment ${name}`}: the federation description has ${FRAGMENTS.map((item) => item.name).join(', ')}`,
    );
  }
  return fragment;
}

/** How a release compares with the live shell recorded in the registry (nothing to compare before a shell started). */
export function skewWithLiveShell(registry: DeploymentRegistry | undefined, record: Pick<ReleaseRecord, 'builtAgainst'>): VersionSkew[] {
  return registry?.shell ? versionSkew(registry.shell.builtAgainst, record.builtAgainst) : [];
}

export function liveEntry(registry: DeploymentRegistry | undefined, fragment: FragmentName): DeployedFragment | undefined {
  return registry?.fragments[containerName(fragment)];
}

export interface SwitchOptions {
  action: ReleaseSwitch['action'];
  /** Switch even when the live shell would refuse the release. */
  force?: boolean;
  /** Switch only while this release is live (a rollback decided from it). */
  onlyIfLive?: string;
}

export interface SwitchResult {
  registry: DeploymentRegistry;
  /** The release live before; undefined for a fragment's first release. */
  previous?: string;
  /** False when the release was live already. */
  switched: boolean;
  /** Where the release and the live shell disagree (only when forced). */
  skew: VersionSkew[];
  /** False when no live shell is recorded, so nothing could be compared. */
  shellKnown: boolean;
}

/**
 * Points the fragment's registry entry at a published release (compare-and-swap on the registry revision, written
 * atomically) and adds the switch to its history. Refuses a release the live shell would refuse unless forced.
 */
export async function switchRelease(storage: ReleaseStorage, record: ReleaseRecord, options: SwitchOptions): Promise<SwitchResult> {
  const container = containerName(record.fragment);
  let result: Omit<SwitchResult, 'registry'> = { switched: false, skew: [], shellKnown: false };
  const registry = await updateRegistry(storage, (current) => {
    const entry = current.fragments[container];
    if (options.onlyIfLive !== undefined && entry?.release !== options.onlyIfLive) {
      throw new LiveReleaseChangedError(`${record.fragment}: the live release changed from ${options.onlyIfLive} to ${entry?.release ?? 'none'} meanwhile`);
    }
    const skew = skewWithLiveShell(current, record);
    if (skew.length > 0 && !options.force) throw new RefusedReleaseError(record, skew);
    result = { previous: entry?.release, switched: entry?.release !== record.release, skew, shellKnown: current.shell !== undefined };
    if (!result.switched) return undefined;
    const change: ReleaseSwitch = { release: record.release, action: options.action, at: new Date().toISOString() };
    if (skew.length > 0) change.forced = true;
    current.fragments[container] = {
      manifest: storage.manifestUrl(record.fragment, record.release),
      version: record.version,
      release: record.release,
      builtAgainst: record.builtAgainst,
      history: [...(entry?.history ?? []), change],
    };
    return current;
  });
  return { registry, ...result };
}
