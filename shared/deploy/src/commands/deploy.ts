import path from 'node:path';
import type { FragmentName } from '@storefront/contracts';
import { readBuild } from '../release/release';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { buildFragment } from './build-fragment';
import { publishBuild, type Published } from './publish';
import { liveShell, RefusedReleaseError, requireFragment, skewWithLiveShell, switchRelease, type SwitchResult } from './switch-release';

export interface DeployOptions {
  storage: DeploymentStorage;
  /** A fragment of the federation description; anything else is refused before anything is built. */
  fragment: string;
  /** Build from this folder (another checkout or a copy of the fragment) instead of the repository's. */
  source?: string;
  /** Publish this already built folder; nothing is built. */
  dist?: string;
  /** Switch even when the live shell would refuse the release. */
  force?: boolean;
  /** How a fragment is built (the repository's build by default). */
  build?: (fragment: FragmentName, source?: string) => Promise<string>;
}

export type DeployResult = Published & SwitchResult;

/**
 * Builds one fragment, publishes the build as an immutable release and switches the fragment's registry entry to it.
 * A release the live shell would refuse is neither published nor switched to, unless forced.
 */
export async function deploy({ storage, fragment: name, source, dist, force = false, build = buildFragment }: DeployOptions): Promise<DeployResult> {
  const fragment = requireFragment(name).name;
  const folder = dist === undefined ? await build(fragment, source) : path.resolve(dist);
  const declared = readBuild(fragment, folder);
  const skew = skewWithLiveShell(await liveShell(storage), declared);
  if (skew.length > 0 && !force) throw new RefusedReleaseError({ ...declared, publishedAt: '' }, skew);
  const published = await publishBuild(storage, fragment, folder);
  return { ...published, ...(await switchRelease(storage, published.record, { action: 'deploy', force })) };
}
