import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { containerName, isReleaseName, parseBuiltAgainst, type BuiltAgainst, type FragmentName } from '@storefront/contracts';

/** What the deployments root keeps about one published release (its `release.json`). */
export interface ReleaseRecord {
  fragment: FragmentName;
  /** Folder and URL name: `<version>-<content hash>`, e.g. `1.0.0-3f2a9c1d0b`. */
  release: string;
  /** The fragment's package version at build time. */
  version: string;
  /** The first 10 hex digits of the SHA-256 of every file of the build (paths and contents). */
  hash: string;
  builtAgainst: BuiltAgainst;
  publishedAt: string;
}

/** A build ready to be published: its folder and what it will be recorded as. */
export interface Build extends Omit<ReleaseRecord, 'publishedAt'> {
  folder: string;
}

export const RELEASE_FILE = 'release.json';
const BUILT_AGAINST_FILE = 'built-against.json';
const MANIFEST_FILE = 'mf-manifest.json';

export function releaseName(version: string, hash: string): string {
  return `${version}-${hash}`;
}

/** `1.0.0-3f2a9c1d0b`, `2.0.0-rc.1-0a1b2c3d4e`: the one rule, shared with previews (@storefront/contracts). */
export { isReleaseName };

export function filesBelow(folder: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(folder, relative) : [relative];
    })
    .sort();
}

/** Same files with the same contents, same hash: publishing the same build twice gives the same release. */
export function contentHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(folder)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(folder, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export class InvalidBuildError extends Error {
  override name = 'InvalidBuildError';
}

/**
 * Reads a fragment's build folder (its `dist`): the Module Federation manifest must be the fragment's container and
 * the build's declaration (`built-against.json`, written by the build preset) must name the fragment.
 */
export function readBuild(fragment: FragmentName, folder: string): Build {
  const manifest = readJson(path.join(folder, MANIFEST_FILE)) as { name?: unknown } | undefined;
  if (!manifest) throw new InvalidBuildError(`${folder} has no readable ${MANIFEST_FILE}: build ${fragment} first`);
  if (manifest.name !== containerName(fragment)) {
    throw new InvalidBuildError(`${folder}/${MANIFEST_FILE} is the build of ${String(manifest.name)}, not of ${containerName(fragment)}`);
  }
  const declaration = readJson(path.join(folder, BUILT_AGAINST_FILE)) as { name?: unknown; version?: unknown; builtAgainst?: unknown } | undefined;
  if (!declaration) throw new InvalidBuildError(`${folder} has no ${BUILT_AGAINST_FILE}: it was not built with the @storefront/build preset`);
  if (declaration.name !== fragment) {
    throw new InvalidBuildError(`${folder}/${BUILT_AGAINST_FILE} declares ${String(declaration.name)}, not ${fragment}`);
  }
  const builtAgainst = parseBuiltAgainst(declaration.builtAgainst);
  if (typeof declaration.version !== 'string' || !builtAgainst) {
    throw new InvalidBuildError(`${folder}/${BUILT_AGAINST_FILE} has no version or no builtAgainst`);
  }
  const hash = contentHash(folder);
  return { fragment, folder, release: releaseName(declaration.version, hash), version: declaration.version, hash, builtAgainst };
}
