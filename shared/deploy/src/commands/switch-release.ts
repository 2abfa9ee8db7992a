import { describeSkew, fragmentByName, FRAGMENTS, versionSkew, type Fragment, type VersionSkew } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';
import { actor, updateLiveEntry, type LiveEntry, type ReleaseSwitch } from '../registry/live-entry';
import { readShellDeclaration, type ShellDeclaration } from '../registry/shell-declaration';
import type { DeploymentStorage } from '../storage/deployment-storage';

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

/** How a release compares with the live shell recorded in the storage (nothing to compare before a shell started). */
export function skewWithLiveShell(shell: ShellDeclaration | undefined, record: Pick<ReleaseRecord, 'builtAgainst'>): VersionSkew[] {
  return shell ? versionSkew(shell.builtAgainst, record.builtAgainst) : [];
}

export async function liveShell(storage: DeploymentStorage): Promise<ShellDeclaration | undefined> {
  return (await readShellDeclaration(storage))?.value;
}

export interface SwitchOptions {
  action: 'start' | 'deploy' | 'rollback';
  /** Switch even when the live shell would refuse the release. */
  force?: boolean;
  /** Switch only while this release is live (a rollback decided from it). */
  onlyIfLive?: string;
}

export interface SwitchResult {
  entry: LiveEntry;
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
 * Points the fragment's live entry at a published release (compare-and-swap on the entry, replaced whole) and adds
 * the switch to its history. Refuses a release the live shell would refuse unless forced.
 */
export async function switchRelease(storage: DeploymentStorage, record: ReleaseRecord, options: SwitchOptions): Promise<SwitchResult> {
  const shell = await liveShell(storage);
  const skew = skewWithLiveShell(shell, record);
  if (skew.length > 0 && !options.force) throw new RefusedReleaseError(record, skew);
  let result: Omit<SwitchResult, 'entry'> = { switched: false, skew, shellKnown: shell !== undefined };
  const { value } = await updateLiveEntry(storage, record.fragment, (current) => {
    if (options.onlyIfLive !== undefined && current?.release !== options.onlyIfLive) {
      throw new LiveReleaseChangedError(`${record.fragment}: the live release changed from ${options.onlyIfLive} to ${current?.release ?? 'none'} meanwhile`);
    }
    result = { previous: current?.release, switched: current?.release !== record.release, skew, shellKnown: shell !== undefined };
    if (!result.switched) return undefined;
    const at = new Date().toISOString();
    const change: ReleaseSwitch = { release: record.release, action: options.action, at, by: actor() };
    if (skew.length > 0) change.forced = true;
    // A canary compares its candidate with the live release: a switch of that ends it (no promotion on evidence
    // gathered against another release).
    const endedCanary: ReleaseSwitch[] = current?.canary
      ? [
          {
            release: current.canary.release,
            action: 'canary-abort',
            at,
            by: actor(),
            reason: `the live release was switched to ${record.release} by ${options.action}`,
          },
        ]
      : [];
    return {
      fragment: record.fragment,
      release: record.release,
      version: record.version,
      builtAgainst: record.builtAgainst,
      history: [...(current?.history ?? []), ...endedCanary, change],
    };
  });
  if (!value) throw new Error(`${record.fragment} has no live entry after switching to ${record.release}`);
  return { entry: value, ...result };
}
