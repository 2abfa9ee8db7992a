import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnonymousCredential, RestError, newPipeline, type StorageSharedKeyCredential } from '@azure/storage-blob';
import type { FragmentName } from '@storefront/contracts';
import { filesBelow, isReleaseName, RELEASE_FILE, type ReleaseRecord } from '../release/release';
import { parseReleaseRecord, requireFragmentName } from '../release/release-record';
import { contentTypeOf } from './content-types';
import { inBatches } from './in-batches';
import { IMMUTABLE_FILE, REVALIDATED_DOCUMENT } from './cache-control';
import {
  DOCUMENTS,
  PLATFORM_SCOPE,
  type DocumentName,
  type DocumentScope,
  type DeploymentStorage,
  type StorageCapabilities,
  type StoredDocument,
} from './deployment-storage';
import { RetryingContainerClient } from './retrying-container-client';
import { ReleaseMismatchError, StorageAccessDeniedError, StorageUnavailableError } from './storage-errors';
import { COMMAND_RETRY_BOUNDS, backoffMs, transientRetryPolicy, type RetryBounds, type RetryNotice } from './transient-retry-policy';

/** Who may do what: a SAS token per scope (a squad's for its fragment, the platform's), or the account's key. */
export interface AzureCredentials {
  /** The account key: every scope (provisioning the store, tests). */
  sharedKey?: StorageSharedKeyCredential;
  /** A SAS query string for a scope's container; a scope without one is read anonymously (public blobs). */
  sas?: (scope: DocumentScope) => string | undefined;
}

export interface AzureBlobStorageOptions {
  /** The account's blob endpoint: `https://<account>.blob.core.windows.net`, or Azurite's `http://127.0.0.1:10000/devstoreaccount1`. */
  accountUrl: string;
  /** The containers' prefix: `<namespace>-platform`, `<namespace>-<fragment>` (one container per scope). */
  namespace: string;
  credentials?: AzureCredentials;
  /** Where shoppers' browsers reach the containers (a CDN in front of the store); the account's endpoint by default. */
  publicUrl?: string;
  /** Where releases are downloaded for the shell's server (releaseFolder); a folder in the system's temporary one by default. */
  cacheFolder?: string;
  /**
   * How requests are retried on transient failures (resets, time-outs, 408, 429, 5xx): the commands' bounds by
   * default (3 tries within 10 s of waits); every try has a time-out. Reads and conditional writes only.
   */
  retry?: Partial<RetryBounds>;
  /** Hears of each retry (the commands print it). */
  onRetry?: (notice: RetryNotice) => void;
}

/** How often a download whose body breaks off midway is resumed (the SDK's own resumption of a download stream). */
const DOWNLOAD_RESUMPTIONS = 2;

/** Release files below `releases/<release>/` in a fragment's container; its live entry at the container's root. */
const RELEASES_PREFIX = 'releases/';
const CONTAINER_NAME = /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/;
/** Source maps stay in the store (for the browser's developer tools), never in the shell's server's copy. */
const SERVER_COPY_SKIPS = /\.map$/;

/** The files a stored release.json lists (publishRelease writes them): relative paths that stay in the release's folder. */
function releaseFiles(text: string): string[] {
  const { files } = JSON.parse(text) as { files?: unknown };
  if (!Array.isArray(files)) throw new Error(`${RELEASE_FILE} lists no files`);
  return files.filter(
    (file): file is string =>
      typeof file === 'string' && file !== RELEASE_FILE && !file.startsWith('/') && !file.split('/').some((part) => part === '..' || part === ''),
  );
}

/** An answer whose body stopped coming: no byte for a try's time-out after its headers (which end the try's own time-out). */
class StalledAnswerError extends Error {
  override name = 'StalledAnswerError';
}

/** A download's body, abandoned when no byte arrives for `idleMs`: the SDK's stream has no time-out of its own. */
async function readBody(body: NodeJS.ReadableStream | undefined, idleMs: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const stream = body as NodeJS.ReadableStream & { destroy(error: Error): void };
  const idle = setTimeout(() => stream.destroy(new StalledAnswerError(`no byte for ${idleMs / 1000} s`)), idleMs);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk as Buffer));
      idle.refresh();
    }
  } finally {
    clearTimeout(idle);
  }
  return Buffer.concat(chunks);
}

function md5(content: Buffer): string {
  return createHash('md5').update(content).digest('base64');
}

/** What a busy or briefly unwell store answers (retried first: transient-retry-policy.ts). */
const UNAVAILABLE_STATUSES = [408, 429, 500, 502, 503, 504];

function isStatus(error: unknown, ...statuses: number[]): error is RestError {
  return error instanceof RestError && error.statusCode !== undefined && statuses.includes(error.statusCode);
}

/**
 * Releases, live entries, the shell's declaration and the config in Azure Blob Storage, through Microsoft's SDK, with
 * the guarantees of the local folder taken from the store itself: blobs created with `If-None-Match: *` (a second
 * write of a release is refused with 409 by the store), documents replaced with `If-Match: <ETag>` (412 when another
 * writer came first), one container per scope so that a container-scoped SAS token is a squad's write access to its
 * own fragment only (403 elsewhere). The containers allow anonymous reads of blobs (not listings): browsers load the
 * releases from their public URLs and the shell's servers read the live documents without a credential.
 */
export class AzureBlobStorage implements DeploymentStorage {
  readonly capabilities: StorageCapabilities = { watch: 'poll', releaseFiles: { servedBy: 'public-urls' }, credentials: 'checked-by-store' };
  readonly location: string;
  private readonly publicUrl: string;
  private readonly cacheFolder: string;
  private readonly clients = new Map<DocumentScope, RetryingContainerClient>();
  private readonly retryBounds: RetryBounds;

  constructor(private readonly options: AzureBlobStorageOptions) {
    if (!CONTAINER_NAME.test(this.blobContainerOf(PLATFORM_SCOPE))) {
      throw new Error(`${options.namespace} cannot prefix a container name (lower-case letters, digits and single hyphens)`);
    }
    const accountUrl = options.accountUrl.replace(/\/+$/, '');
    this.location = `${accountUrl}/${options.namespace}-*`;
    this.retryBounds = { ...COMMAND_RETRY_BOUNDS, ...options.retry };
    this.publicUrl = (options.publicUrl ?? accountUrl).replace(/\/+$/, '');
    this.cacheFolder =
      options.cacheFolder ?? path.join(os.tmpdir(), 'storefront-release-cache', createHash('sha256').update(this.location).digest('hex').slice(0, 16));
  }

  /** The blob container that holds one scope (a fragment's releases and documents, or the platform's). */
  blobContainerOf(scope: DocumentScope): string {
    return `${this.options.namespace}-${scope === PLATFORM_SCOPE ? scope : requireFragmentName(scope)}`;
  }

  /** The container of a scope, with the credential that scope has (its SAS token, the account key, or none). */
  container(scope: DocumentScope): RetryingContainerClient {
    let client = this.clients.get(scope);
    if (!client) {
      const { credentials = {} } = this.options;
      const sas = credentials.sas?.(scope);
      const url = `${this.options.accountUrl.replace(/\/+$/, '')}/${this.blobContainerOf(scope)}${sas ? `?${sas.replace(/^\?/, '')}` : ''}`;
      const pipeline = newPipeline(sas ? new AnonymousCredential() : (credentials.sharedKey ?? new AnonymousCredential()));
      const retry = transientRetryPolicy(this.retryBounds, this.options.onRetry);
      client = new RetryingContainerClient(url, pipeline, retry);
      this.clients.set(scope, client);
    }
    return client;
  }

  /** What the store's refusal or silence means, for the commands' messages. */
  private failure(error: unknown, scope: DocumentScope, doing: string): Error {
    if (isStatus(error, 403)) {
      const owner = scope === PLATFORM_SCOPE ? "the platform's documents (the shell's declaration, the config)" : `${scope}'s releases and live entry`;
      return new StorageAccessDeniedError(
        `The storage refused to ${doing}: this credential may not access ${owner} (${error.code ?? 'HTTP 403'} from ${this.blobContainerOf(scope)}). ` +
          (scope === PLATFORM_SCOPE
            ? 'That needs the platform credential (STOREFRONT_PLATFORM_CREDENTIAL).'
            : `A squad's deploy credential publishes and switches its own fragment only: use ${scope}'s (STOREFRONT_DEPLOY_CREDENTIAL).`),
      );
    }
    if (error instanceof RestError && error.statusCode === undefined) {
      return new StorageUnavailableError(`The storage at ${this.location} did not answer (${error.code ?? error.message}) while trying to ${doing}`);
    }
    if (error instanceof StalledAnswerError) {
      return new StorageUnavailableError(`The storage at ${this.location} stopped answering (${error.message}) while trying to ${doing}`);
    }
    if (error instanceof Error && error.name === 'AbortError') {
      return new StorageUnavailableError(`The storage at ${this.location} did not answer in time while trying to ${doing}`);
    }
    if (isStatus(error, ...UNAVAILABLE_STATUSES)) {
      return new StorageUnavailableError(
        `The storage at ${this.location} was not available (HTTP ${error.statusCode}${error.code ? ` ${error.code}` : ''}) while trying to ${doing}`,
      );
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  private async attempt<T>(scope: DocumentScope, doing: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw this.failure(error, scope, doing);
    }
  }

  /**
   * A blob's content. A body that stalls is tried again like a try without an answer (a GET repeats safely), within
   * the same number of tries: the retry policy's time-out ends with the headers.
   */
  private async download(scope: DocumentScope, blob: string, ifNoneMatch?: string): Promise<{ content: Buffer; etag: string } | 'unchanged' | undefined> {
    return this.attempt(scope, `read ${blob}`, async () => {
      const { maxTries, tryTimeoutMs } = this.retryBounds;
      const client = this.container(scope).getBlobClient(blob);
      for (let tryNumber = 1; ; tryNumber += 1) {
        try {
          const response = await client.download(0, undefined, {
            maxRetryRequests: DOWNLOAD_RESUMPTIONS,
            ...(ifNoneMatch ? { conditions: { ifNoneMatch } } : {}),
          });
          return { content: await readBody(response.readableStreamBody, tryTimeoutMs), etag: response.etag ?? '' };
        } catch (error) {
          if (isStatus(error, 304)) return 'unchanged';
          if (isStatus(error, 404)) return undefined;
          if (!(error instanceof StalledAnswerError) || tryNumber >= maxTries) throw error;
          const delayMs = backoffMs(tryNumber + 1, this.retryBounds);
          this.options.onRetry?.({
            request: `GET ${new URL(client.url).pathname}`,
            reason: `answer stalled, ${error.message}`,
            nextTry: tryNumber + 1,
            maxTries,
            delayMs,
          });
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
      }
    });
  }

  async listReleases(fragment: FragmentName): Promise<ReleaseRecord[]> {
    const names = await this.attempt(fragment, `list ${fragment}'s releases`, async () => {
      const found: string[] = [];
      try {
        for await (const item of this.container(fragment).listBlobsByHierarchy('/', { prefix: RELEASES_PREFIX })) {
          if (item.kind === 'prefix') found.push(item.name.slice(RELEASES_PREFIX.length).replace(/\/$/, ''));
        }
      } catch (error) {
        if (!isStatus(error, 404)) throw error;
      }
      return found.filter(isReleaseName);
    });
    const records = await inBatches(names, 8, (name) => this.readRelease(fragment, name));
    return records
      .filter((record): record is ReleaseRecord => record !== undefined)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.release.localeCompare(b.release));
  }

  async readRelease(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined> {
    if (!isReleaseName(release)) return undefined;
    const stored = await this.download(fragment, `${RELEASES_PREFIX}${release}/${RELEASE_FILE}`);
    return stored === undefined || stored === 'unchanged' ? undefined : parseReleaseRecord(stored.content.toString('utf8'), fragment, release);
  }

  /**
   * Every file is created with `If-None-Match: *`. A file that is there already is one of an earlier, interrupted
   * publish of the same release (same name, same content): it is kept when its MD5 is the build's, refused otherwise.
   * `release.json` comes last and is created the same way: whoever creates it published the release; for everyone
   * else the store answers 409 and the release `exists`.
   */
  async publishRelease(record: ReleaseRecord, folder: string): Promise<'published' | 'exists'> {
    const { fragment, release } = record;
    if (!isReleaseName(release)) throw new Error(`${release} is not a release name (<version>-<hash>)`);
    const container = this.container(fragment);
    const prefix = `${RELEASES_PREFIX}${release}/`;
    const createOnly = { conditions: { ifNoneMatch: '*' } };
    const files = filesBelow(folder).filter((file) => file !== RELEASE_FILE);
    await this.attempt(fragment, `publish ${fragment} ${release}`, async () => {
      await inBatches(files, 8, async (file) => {
        const content = fs.readFileSync(path.join(folder, file));
        const blob = container.getBlockBlobClient(`${prefix}${file}`);
        try {
          await blob.uploadData(content, { ...createOnly, blobHTTPHeaders: { blobContentType: contentTypeOf(file), blobCacheControl: IMMUTABLE_FILE } });
        } catch (error) {
          if (!isStatus(error, 409)) throw error;
          const stored = (await blob.getProperties()).contentMD5;
          if (!stored || Buffer.from(stored).toString('base64') !== md5(content)) {
            throw new ReleaseMismatchError(`${fragment} ${release} in the store has another ${file} than this build; releases never change`);
          }
        }
      });
    });
    return this.attempt(fragment, `publish ${fragment} ${release}`, async () => {
      // The release's files are listed in it: a shell's server copies a release without the right to list a container.
      const text = `${JSON.stringify({ ...record, files }, null, 2)}\n`;
      try {
        await container.getBlockBlobClient(`${prefix}${RELEASE_FILE}`).upload(text, Buffer.byteLength(text), {
          ...createOnly,
          blobHTTPHeaders: { blobContentType: contentTypeOf(RELEASE_FILE), blobCacheControl: IMMUTABLE_FILE },
        });
        return 'published';
      } catch (error) {
        if (!isStatus(error, 409)) throw error;
        // Our own write, whose answer was lost and whose retry found it there, is this very text: published by us.
        return (await this.storedText(fragment, `${prefix}${RELEASE_FILE}`)) === text ? 'published' : 'exists';
      }
    });
  }

  manifestUrl(fragment: FragmentName, release: string): string {
    return `${this.publicUrl}/${this.blobContainerOf(fragment)}/${RELEASES_PREFIX}${release}/mf-manifest.json`;
  }

  async releaseFolder(fragment: FragmentName, release: string): Promise<string> {
    if (!isReleaseName(release)) throw new Error(`${release} is not a release name (<version>-<hash>)`);
    const target = path.join(this.cacheFolder, this.blobContainerOf(fragment), release);
    if (fs.existsSync(target)) return target;
    const prefix = `${RELEASES_PREFIX}${release}/`;
    const staging = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await this.attempt(fragment, `download ${fragment} ${release}`, async () => {
        const stored = await this.download(fragment, `${prefix}${RELEASE_FILE}`);
        if (stored === undefined || stored === 'unchanged') throw new Error(`${fragment} has no published release ${release} in ${this.location}`);
        const files = releaseFiles(stored.content.toString('utf8'));
        await inBatches(
          files.filter((file) => !SERVER_COPY_SKIPS.test(file)),
          8,
          async (file) => {
            const local = path.join(staging, ...file.split('/'));
            await fs.promises.mkdir(path.dirname(local), { recursive: true });
            const content = await this.download(fragment, `${prefix}${file}`);
            if (content === undefined || content === 'unchanged')
              throw new Error(`${fragment} ${release} in ${this.location} lacks ${file}, which its ${RELEASE_FILE} lists`);
            await fs.promises.writeFile(local, content.content);
          },
        );
        await fs.promises.mkdir(staging, { recursive: true });
        await fs.promises.writeFile(path.join(staging, RELEASE_FILE), stored.content);
      });
      // Complete or not there: a half-downloaded release is never taken for one.
      await fs.promises.rename(staging, target).catch((error: NodeJS.ErrnoException) => {
        if (!fs.existsSync(target)) throw error;
      });
      return target;
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true });
    }
  }

  /** A blob's text as stored now, undefined when there is none. */
  private async storedText(scope: DocumentScope, blob: string): Promise<string | undefined> {
    const stored = await this.download(scope, blob);
    return stored === undefined || stored === 'unchanged' ? undefined : stored.content.toString('utf8');
  }

  private documentBlob(scope: DocumentScope, name: DocumentName): string {
    if (!Object.values(DOCUMENTS).includes(name)) throw new Error(`${name} is not a document of a deployment`);
    return name;
  }

  async readDocument(scope: DocumentScope, name: DocumentName, ifNoneMatch?: string): Promise<StoredDocument | 'unchanged' | undefined> {
    const stored = await this.download(scope, this.documentBlob(scope, name), ifNoneMatch);
    if (stored === undefined || stored === 'unchanged') return stored;
    return { text: stored.content.toString('utf8'), etag: stored.etag };
  }

  async writeDocument(scope: DocumentScope, name: DocumentName, text: string, expected: string | null): Promise<boolean> {
    const blob = this.container(scope).getBlockBlobClient(this.documentBlob(scope, name));
    return this.attempt(scope, `write ${scope}/${name}`, async () => {
      try {
        await blob.upload(text, Buffer.byteLength(text), {
          conditions: expected === null ? { ifNoneMatch: '*' } : { ifMatch: expected },
          blobHTTPHeaders: { blobContentType: 'application/json; charset=utf-8', blobCacheControl: REVALIDATED_DOCUMENT },
        });
        return true;
      } catch (error) {
        // 409: created by another writer meanwhile; 412: replaced by another writer; 404: deleted meanwhile. Unless
        // the document is this very text: then the writer was this write, whose answer was lost and whose retry the
        // store refused because the first try had changed the tag.
        if (isStatus(error, 409, 412)) return (await this.storedText(scope, name)) === text;
        if (isStatus(error, 404)) return false;
        throw error;
      }
    });
  }
}
