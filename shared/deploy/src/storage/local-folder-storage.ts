import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PORTS, FRAGMENTS, parseBuiltAgainst, type FragmentName } from '@storefront/contracts';
import { isReleaseName, RELEASE_FILE, type ReleaseRecord } from '../release/release';
import { parseDeploymentRegistry, type DeploymentRegistry } from '../registry/deployment-registry';
import { removeTemporaryFiles, writeFileAtomically } from './atomic-file';
import { withFileLock, type FileLockOptions } from './file-lock';
import type { ReleaseStorage } from './release-storage';

export interface LocalFolderStorageOptions {
  /** The deployments root. */
  root: string;
  /**
   * Origin that serves a fragment's releases under `/releases/<release>/`: by default its server of `npm start` at
   * its default port (the shell's server rewrites default origins to the ports in use, as for the storefront config).
   */
  originOf?: (fragment: FragmentName) => string;
  lock?: FileLockOptions;
}

export const REGISTRY_FILE = 'registry.json';
export const RELEASES_PATH = '/releases/';

const FRAGMENT_NAMES = new Set<string>(FRAGMENTS.map((fragment) => fragment.name));

function parseRecord(text: string, fragment: FragmentName, release: string): ReleaseRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<ReleaseRecord>;
    const builtAgainst = parseBuiltAgainst(record.builtAgainst);
    if (record.fragment !== fragment || record.release !== release || !builtAgainst) return undefined;
    if (typeof record.version !== 'string' || typeof record.hash !== 'string' || typeof record.publishedAt !== 'string') return undefined;
    return { fragment, release, version: record.version, hash: record.hash, builtAgainst, publishedAt: record.publishedAt };
  } catch {
    return undefined;
  }
}

/**
 * The deployments root on the local disk:
 *   <root>/registry.json                       the live registry (served by the shell as /registry.json)
 *   <root>/<fragment>/<version>-<hash>/        one release: the build's files and its release.json, never changed
 *   <root>/.staging/                           releases being copied in, renamed into place when complete
 */
export class LocalFolderStorage implements ReleaseStorage {
  readonly location: string;
  private readonly registryFile: string;
  private readonly originOf: (fragment: FragmentName) => string;

  constructor(private readonly options: LocalFolderStorageOptions) {
    this.location = path.resolve(options.root);
    this.registryFile = path.join(this.location, REGISTRY_FILE);
    this.originOf = options.originOf ?? ((fragment) => `http://localhost:${DEFAULT_PORTS[fragment]}`);
  }

  /** The folder a fragment's server serves at `/releases/`. */
  releasesFolder(fragment: FragmentName): string {
    if (!FRAGMENT_NAMES.has(fragment)) throw new Error(`${fragment} is not a fragment of the federation description`);
    return path.join(this.location, fragment);
  }

  releaseFolder(fragment: FragmentName, release: string): string {
    if (!isReleaseName(release)) throw new Error(`${release} is not a release name (<version>-<hash>)`);
    return path.join(this.releasesFolder(fragment), release);
  }

  async listReleases(fragment: FragmentName): Promise<ReleaseRecord[]> {
    const names = await fs.readdir(this.releasesFolder(fragment)).catch(() => [] as string[]);
    const records = await Promise.all(names.filter(isReleaseName).map((name) => this.readRelease(fragment, name)));
    return records
      .filter((record): record is ReleaseRecord => record !== undefined)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.release.localeCompare(b.release));
  }

  async readRelease(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined> {
    if (!isReleaseName(release)) return undefined;
    const text = await fs.readFile(path.join(this.releaseFolder(fragment, release), RELEASE_FILE), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : parseRecord(text, fragment, release);
  }

  async publishRelease(record: ReleaseRecord, folder: string): Promise<'published' | 'exists'> {
    const target = this.releaseFolder(record.fragment, record.release);
    if (await this.readRelease(record.fragment, record.release)) return 'exists';
    const staging = path.join(this.location, '.staging', `${record.fragment}-${record.release}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.cp(folder, staging, { recursive: true, errorOnExist: true, force: false });
      await fs.rm(path.join(staging, RELEASE_FILE), { force: true });
      await fs.writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // One rename makes the complete release appear; an existing folder is never replaced (rename fails then).
      await fs.rename(staging, target);
      return 'published';
    } catch (error) {
      if (await this.readRelease(record.fragment, record.release)) return 'exists';
      throw error;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }

  manifestUrl(fragment: FragmentName, release: string): string {
    return `${this.originOf(fragment)}${RELEASES_PATH}${release}/mf-manifest.json`;
  }

  async readRegistry(): Promise<DeploymentRegistry | undefined> {
    let text: string;
    try {
      text = await fs.readFile(this.registryFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parseDeploymentRegistry(text, this.registryFile);
  }

  async writeRegistry(next: DeploymentRegistry, expectedRevision: number): Promise<boolean> {
    if (next.revision !== expectedRevision + 1) throw new Error(`a registry written over revision ${expectedRevision} must have revision ${expectedRevision + 1}`);
    await fs.mkdir(this.location, { recursive: true });
    return withFileLock(
      `${this.registryFile}.lock`,
      async () => {
        await removeTemporaryFiles(this.registryFile);
        const current = await this.readRegistry();
        if ((current?.revision ?? 0) !== expectedRevision) return false;
        await writeFileAtomically(this.registryFile, `${JSON.stringify(next, null, 2)}\n`);
        return true;
      },
      this.options.lock,
    );
  }
}
