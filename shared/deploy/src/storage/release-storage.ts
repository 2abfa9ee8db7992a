import type { FragmentName } from '@storefront/contracts';
import type { ReleaseRecord } from '../release/release';

/** Where a deployment's documents live: each fragment's own (its live entry), and the platform's (shell, config). */
export type DocumentScope = FragmentName | typeof PLATFORM_SCOPE;
export const PLATFORM_SCOPE = 'platform';

/** The documents of a deployment, by name: one per scope and purpose. */
export const DOCUMENTS = {
  /** In a fragment's scope: its live release and the history of its switches (live-entry.ts). */
  liveEntry: 'live.json',
  /** In the platform's scope: what the live shell provides (shell-declaration.ts). */
  shellDeclaration: 'shell.json',
  /** In the platform's scope: the storefront config of this deployment, its live revision (config/live-config.ts). */
  config: 'config.json',
  /** In the platform's scope: every revision of the config, with who changed what and why. */
  configHistory: 'config-history.json',
} as const;
export type DocumentName = (typeof DOCUMENTS)[keyof typeof DOCUMENTS];

/** A document as stored, with the tag that changes with every write (an object store's ETag). */
export interface StoredDocument {
  text: string;
  etag: string;
}

/**
 * What a storage can do, so that its callers choose by what it says, never by its class:
 * - `watch`: how a shell's server follows the deployment's documents: `on-request`, read for every request (a few
 *   small files on this machine: a change is served at once), or `poll`, read in the background every few seconds
 *   (a remote store: no shopper waits for it);
 * - `releaseFiles`: who serves a release's files to browsers: on this machine, npm start's fragment servers, each from
 *   its fragment's folder (they also render the first views); a store, from its own public URLs (the shell's servers
 *   render first views in workers);
 * - `credentials`: `none` (anyone on this machine writes: the history says so) or `checked-by-store` (each write is a
 *   credential's, the store refuses what it may not do);
 * - `migrate`: brings an older layout up to date once (a deployments root of before the live entries), when it can
 *   have one.
 */
export interface StorageCapabilities {
  watch: 'on-request' | 'poll';
  releaseFiles: { servedBy: 'fragment-servers'; folderOf(fragment: FragmentName): string } | { servedBy: 'public-urls' };
  credentials: 'none' | 'checked-by-store';
  migrate?(): Promise<void>;
}

/**
 * Everything a deployment owns, behind one interface: the local folder (LocalFolderStorage, the default of `npm start`
 * and `npm test`) and a cloud object store (AzureBlobStorage) implement it with the same guarantees:
 * - a release is written once under its own name and never replaced: the store refuses a second write of the same
 *   name (create-only), and its `release.json` is written last, so a release is listed only once complete;
 * - a document is replaced whole (a reader gets the old or the new one) and only when it still has the tag the
 *   change was read with (compare-and-swap), or created only when there is none;
 * - each fragment's releases and live entry are in that fragment's scope, the shell's declaration and the config in
 *   the platform's: an object store gives a squad's credential write access to its own fragment's scope only.
 */
export interface ReleaseStorage {
  /** Where this storage is, for messages. */
  readonly location: string;
  readonly capabilities: StorageCapabilities;
  /** Every complete release of a fragment, oldest first. */
  listReleases(fragment: FragmentName): Promise<ReleaseRecord[]>;
  readRelease(fragment: FragmentName, release: string): Promise<ReleaseRecord | undefined>;
  /**
   * Stores the files of `folder` as the release `record` describes, with its `release.json` last. A release that is
   * already there is left as it is (`exists`): releases are immutable and named by their content.
   */
  publishRelease(record: ReleaseRecord, folder: string): Promise<'published' | 'exists'>;
  /** The public URL of a release's `mf-manifest.json`; the release's other files are next to it. */
  manifestUrl(fragment: FragmentName, release: string): string;
  /**
   * A folder on this machine with a published release's files (the shell's server runs a release's server bundle
   * from it): the local storage's own folder; an object store's files downloaded once (a release never changes).
   */
  releaseFolder(fragment: FragmentName, release: string): Promise<string>;
  /** The document, undefined when there is none; `unchanged` when its tag is still `ifNoneMatch` (a cheap re-read). */
  readDocument(scope: DocumentScope, name: DocumentName, ifNoneMatch?: string): Promise<StoredDocument | 'unchanged' | undefined>;
  /**
   * Writes the document when the stored one still has the tag `expected` (null: only when there is none) and answers
   * true; answers false, writing nothing, when another writer came first.
   */
  writeDocument(scope: DocumentScope, name: DocumentName, text: string, expected: string | null): Promise<boolean>;
}
