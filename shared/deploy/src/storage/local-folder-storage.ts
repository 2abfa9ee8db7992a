import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PORTS, type FragmentName } from '@storefront/contracts';
import { isReleaseName, RELEASE_FILE, type ReleaseRecord } from '../release/release';
import { parseReleaseRecord, requireFragmentName } from '../release/release-record';
import { removeTemporaryFiles, writeFileAtomically } from './atomic-file';
import { withFileLock, type FileLockOptions } from './file-lock';
import {
  DOCUMENTS,
  PLATFORM_SCOPE,
  type DocumentName,
  type DocumentScope,
  type DeploymentStorage,
  type StorageCapabilities,
  type StoredDocument,
} from './deployment-storage';
import { migrateRegistryFile } from './migrate-registry-file';

export interface LocalFolderStorageOptions {
  /** The deployments root. */
  root: string;
  /**
   * Origin that serves a fragment's releases under `/releases/<release>/`: by default its server of `npm start` at
   * its default port.
   */
  originOf?: (fragment: FragmentName) => string;
  lock?: FileLockOptions;
}

export const RELEASES_PATH = '/releases/';
/** The folder of the deployment's documents, one folder per scope. */
export const DOCUMENTS_FOLDER = 'documents';

const DOCUMENT_NAMES = new Set<string>(Object.values(DOCUMENTS));

/** The tag of a document's text: equal texts, equal tags, as an object store's ETag changes only with a write. */
function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;
}

/**
 * The deployments root on the local disk:
 *   <root>/<fragment>/<version>-<hash>/        one release: the build's files and its release.json, never changed
 *   <root>/documents/<fragment>/live.json      a fragment's live release and its history
 *   <root>/documents/platform/shell.json       what the live shell provides (and the config, config.json)
 *   <root>/.staging/                           releases being copied in, renamed into place when complete
 * Documents are written to a temporary file and renamed over the old one under a lock file, after comparing the tag.
 */
export class LocalFolderStorage implements DeploymentStorage {
  readonly location: string;
  readonly capabilities: StorageCapabilities = {
    watch: 'on-request',
    releaseFiles: { servedBy: 'fragment-servers', folderOf: (fragment) => this.releasesFolder(fragment) },
    credentials: 'none',
    migrate: () => migrateRegistryFile(this),
  };
  private readonly originOf: (fragment: FragmentName) => string;

  constructor(private readonly options: LocalFolderStorageOptions) {
    this.location = path.resolve(options.root);
    this.originOf = options.originOf ?? ((fragment) => `http://localhost:${DEFAULT_PORTS[fragment]}`);
  }

  /** The folder a fragment's server serves at `/releases/`. */
  releasesFolder(fragment: FragmentName): string {
    return path.join(this.location, requireFragmentName(fragment));
  }

  private releasePath(fragment: FragmentName, release: string): string {
    if (!isReleaseName(release)) throw new Error(`${release} is not a release name (<version>-<hash>)`);
    return path.join(this.releasesFolder(fragment), release);
  }

  async releaseFolder(fragment: FragmentName, release: string): Promise<string> {
    return this.releasePath(fragment, release);
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
    const text = await fs.readFile(path.join(this.releasePath(fragment, release), RELEASE_FILE), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : parseReleaseRecord(text, fragment, release);
  }

  async publishRelease(record: ReleaseRecord, folder: string): Promise<'published' | 'exists'> {
    const target = this.releasePath(record.fragment, record.release);
    if (await this.readRelease(record.fragment, record.release)) return 'exists';
    const staging = path.join(this.location, '.staging', `${record.fragment}-${record.release}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.cp(folder, staging, { recursive: true, errorOnExist: true, force: false });
      await fs.rm(path.join(staging, RELEASE_FILE), { force: true });
      await fs.writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await this.removeIncomplete(target);
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

  /**
   * A release folder without its release.json (made by hand, or copied in by something else than publishRelease,
   * whose rename is atomic) is no release: never listed, never live. It is set aside so the release can be published.
   */
  private async removeIncomplete(target: string): Promise<void> {
    if (!(await fs.stat(target).catch(() => undefined)) || (await fs.stat(path.join(target, RELEASE_FILE)).catch(() => undefined))) return;
    const aside = path.join(this.location, '.staging', `incomplete-${path.basename(target)}-${randomBytes(6).toString('hex')}`);
    await fs.rename(target, aside).catch(() => undefined);
    await fs.rm(aside, { recursive: true, force: true });
  }

  manifestUrl(fragment: FragmentName, release: string): string {
    return `${this.originOf(fragment)}${RELEASES_PATH}${release}/mf-manifest.json`;
  }

  /** Where a document is kept: `<root>/documents/<scope>/<name>`. */
  documentFile(scope: DocumentScope, name: DocumentName): string {
    if (scope !== PLATFORM_SCOPE) requireFragmentName(scope);
    if (!DOCUMENT_NAMES.has(name)) throw new Error(`${name} is not a document of a deployment`);
    return path.join(this.location, DOCUMENTS_FOLDER, scope, name);
  }

  async readDocument(scope: DocumentScope, name: DocumentName, ifNoneMatch?: string): Promise<StoredDocument | 'unchanged' | undefined> {
    let text: string;
    try {
      text = await fs.readFile(this.documentFile(scope, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const etag = etagOf(text);
    return etag === ifNoneMatch ? 'unchanged' : { text, etag };
  }

  async writeDocument(scope: DocumentScope, name: DocumentName, text: string, expected: string | null): Promise<boolean> {
    const file = this.documentFile(scope, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    return withFileLock(
      `${file}.lock`,
      async () => {
        await removeTemporaryFiles(file);
        const current = await this.readDocument(scope, name);
        if ((current === undefined ? null : (current as StoredDocument).etag) !== expected) return false;
        await writeFileAtomically(file, text);
        return true;
      },
      this.options.lock,
    );
  }
}
