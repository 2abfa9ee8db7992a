import type { FragmentName, StorefrontConfig } from '@storefront/contracts';
import {
  composeRegistry,
  DOCUMENTS,
  FRAGMENT_NAMES,
  parseConfigRevision,
  parseJsonDocument,
  parseLiveEntry,
  parseShellDeclaration,
  PLATFORM_SCOPE,
  type Canary,
  type ConfigRevision,
  type LiveEntry,
  type DeploymentRegistry,
  type DocumentName,
  type DocumentScope,
  type DocumentParser,
  type DeploymentStorage,
} from '@storefront/deploy';

/**
 * How often a shell's server reads the deployment's documents from an object store (conditionally, by ETag): every
 * server serves a deploy or a config change within this long plus one read. docs/delivery-and-storage.md, "Running on an object store".
 */
export const OBJECT_STORE_READ_EVERY_MS = 2_000;

export interface LiveDocumentsOptions {
  /**
   * Read the documents every this many milliseconds in the background, requests served from the copy; 0: read on
   * every request (the local folder: a few small files on this machine).
   */
  readEveryMs: number;
  /** A problem with the storage (unreachable, a broken document): reported once until it goes away. */
  report?: (problem: string) => void;
  /** After each read, with the registry read (e.g. to warm a release made live since). */
  onRead?: (registry: DeploymentRegistry) => void;
}

interface DocumentState<T> {
  scope: DocumentScope;
  name: DocumentName;
  parse: DocumentParser<T>;
  etag?: string;
  /** The last document that could be read and parsed; kept while the storage fails or holds a broken one. */
  lastGood?: T;
  problem?: string;
}

/**
 * The deployment's live documents as a shell's server serves them: the registry (composed from each fragment's live
 * entry and the shell's declaration) and the config. Many servers read one storage: each reads them every
 * `readEveryMs` with the ETags it has (an unchanged document costs no transfer) and serves requests from its copy, so
 * no shopper waits for the storage. When the storage cannot be reached, or a document is broken (not JSON, not what
 * its name says), the server keeps serving the last good one and reports the problem.
 */
export class LiveDocuments {
  private readonly documents: DocumentState<unknown>[];
  private readonly liveConfig: DocumentState<ConfigRevision>;
  private read?: Promise<void>;
  private reading?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private lastReadStarted?: number;

  constructor(
    private readonly storage: DeploymentStorage,
    private readonly options: LiveDocumentsOptions,
  ) {
    this.liveConfig = { scope: PLATFORM_SCOPE, name: DOCUMENTS.config, parse: parseConfigRevision };
    this.documents = [
      { scope: PLATFORM_SCOPE, name: DOCUMENTS.shellDeclaration, parse: parseShellDeclaration },
      ...FRAGMENT_NAMES.map((fragment) => ({ scope: fragment, name: DOCUMENTS.liveEntry, parse: parseLiveEntry(fragment) as DocumentParser<unknown> })),
      this.liveConfig as DocumentState<unknown>,
    ];
  }

  /** Reads the documents now and then every `readEveryMs` until stopped. */
  async start(): Promise<void> {
    await (this.read ??= this.readAll());
    if (this.options.readEveryMs > 0 && !this.timer) {
      this.timer = setInterval(() => void this.readAll(), this.options.readEveryMs);
      this.timer.unref();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The registry: the copy (read first when there is none yet), or read now when reading on every request. */
  async registry(): Promise<DeploymentRegistry> {
    await this.fresh();
    return this.composed();
  }

  /** Each fragment's running canary (as fresh as the registry): the candidate a share of shoppers gets. */
  async canaries(): Promise<Map<FragmentName, Canary>> {
    await this.fresh();
    const running = new Map<FragmentName, Canary>();
    for (const document of this.documents) {
      const entry = document.name === DOCUMENTS.liveEntry ? (document.lastGood as LiveEntry | undefined) : undefined;
      if (entry?.canary) running.set(entry.fragment, entry.canary);
    }
    return running;
  }

  /** The live config revision (undefined while the storage has none), as fresh as the registry. */
  async config(): Promise<{ revision: number; config: StorefrontConfig } | undefined> {
    await this.fresh();
    return this.liveConfig.lastGood;
  }

  private async fresh(): Promise<void> {
    if (this.options.readEveryMs === 0) await this.readAll();
    else await (this.read ??= this.readAll());
  }

  private composed(): DeploymentRegistry {
    const [shell, ...entries] = this.documents.filter((document) => document !== this.liveConfig).map((document) => document.lastGood);
    return composeRegistry(this.storage, entries as Parameters<typeof composeRegistry>[1], shell as Parameters<typeof composeRegistry>[2]);
  }

  /** Resolves when the read under way (if any) is done. */
  async whenRead(): Promise<void> {
    await this.reading;
  }

  /**
   * When the last finished read of the documents started (ms since the epoch; undefined before the first): what this
   * server serves holds every change written before then. For a health check, and for tests that wait for it.
   */
  lastReadStartedAt(): number | undefined {
    return this.lastReadStarted;
  }

  /** What is wrong now (empty when every document was read), e.g. for a health check. */
  problems(): string[] {
    return this.documents.flatMap((document) => (document.problem ? [document.problem] : []));
  }

  /** One read of every document at a time: a request or a tick during a read waits for it. */
  private readAll(): Promise<void> {
    if (this.reading) return this.reading;
    const started = Date.now();
    this.reading = Promise.all(this.documents.map((document) => this.readDocument(document))).then(() => {
      this.reading = undefined;
      this.lastReadStarted = started;
      this.options.onRead?.(this.composed());
    });
    return this.reading;
  }

  private async readDocument<T>(document: DocumentState<T>): Promise<void> {
    const where = `${document.scope}/${document.name} in ${this.storage.location}`;
    try {
      const stored = await this.storage.readDocument(document.scope, document.name, document.etag);
      if (stored === 'unchanged') return this.settle(document, undefined);
      if (stored === undefined) {
        // Never written (a fragment not deployed yet): nothing to serve. A document that disappears is kept.
        return this.settle(document, document.lastGood === undefined ? undefined : `${where} is gone; serving its last good version`);
      }
      document.lastGood = parseJsonDocument(stored.text, document.parse, where);
      document.etag = stored.etag;
      this.settle(document, undefined);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A broken document's message names it already; the storage's failures are named here.
      const what = message.startsWith(where) ? message : `${where}: ${message}`;
      this.settle(document, `${what}; ${document.lastGood === undefined ? 'serving none' : 'serving its last good version'}`);
    }
  }

  private settle(document: DocumentState<unknown>, problem: string | undefined): void {
    if (problem !== undefined && problem !== document.problem) this.options.report?.(`Live documents: ${problem}`);
    if (problem === undefined && document.problem !== undefined) this.options.report?.(`Live documents: ${document.scope}/${document.name} can be read again`);
    document.problem = problem;
  }
}
