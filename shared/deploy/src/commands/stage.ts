import path from 'node:path';
import { previewLink, type VersionSkew } from '@storefront/contracts';
import { originOf } from '../ports';
import { readBuild } from '../release/release';
import { releasesLeft } from '../registry/history';
import { readLiveEntry } from '../registry/live-entry';
import { buildFragment } from './build-fragment';
import type { DeployOptions } from './deploy';
import { publishBuild, type Published } from './publish';
import { liveShell, RefusedReleaseError, requireFragment, skewWithLiveShell } from './switch-release';

/** Where the shop answers, for preview links: the pipeline's STOREFRONT_SHOP_URL, else `npm start`'s shell on the ports in use. */
export const SHOP_URL_VARIABLE = 'STOREFRONT_SHOP_URL';

export function shopUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env[SHOP_URL_VARIABLE] || originOf('shell', env);
}

export interface StageResult extends Published {
  /** The release live now (unchanged by staging); undefined before a fragment's first deploy. */
  live?: string;
  /** Where the live shell would refuse it (only when forced). */
  skew: VersionSkew[];
  /** Opens the shop with this release for the browser that follows it only. */
  previewLink: string;
  /** Live once and switched away from, or a canary's candidate taken out: shell servers show no preview of it. */
  leftBehind: boolean;
}

/**
 * Builds and publishes a release without making it live (`npm run deploy -- <fragment> --stage`): shoppers go on
 * getting the live one; the preview link shows it to whoever opens it. A release the live shell would refuse is not
 * published unless forced, as for a deploy.
 */
export async function stage({
  storage,
  fragment: name,
  source,
  dist,
  force = false,
  build = buildFragment,
  shop = shopUrl(),
}: DeployOptions & { shop?: string }): Promise<StageResult> {
  const fragment = requireFragment(name).name;
  const folder = dist === undefined ? await build(fragment, source) : path.resolve(dist);
  const declared = readBuild(fragment, folder);
  const skew = skewWithLiveShell(await liveShell(storage), declared);
  if (skew.length > 0 && !force) throw new RefusedReleaseError({ ...declared, publishedAt: '' }, skew);
  const published = await publishBuild(storage, fragment, folder);
  const entry = (await readLiveEntry(storage, fragment))?.value;
  const { release } = published.record;
  const leftBehind = entry !== undefined && releasesLeft(entry.history, entry.release, entry.canary?.release).has(release);
  return { ...published, live: entry?.release, skew, previewLink: previewLink(shop, { fragment, release }), leftBehind };
}
