import type { StorefrontConfig } from '@storefront/contracts';
import { BrokenDocumentError, readJsonDocument, updateJsonDocument, type ParsedDocument } from '../documents/json-document';
import { previousRelease } from '../registry/history';
import { actor } from '../registry/live-entry';
import { DOCUMENTS, PLATFORM_SCOPE, type DeploymentStorage } from '../storage/deployment-storage';
import { ConfigValidationError, validateConfig } from './config-schema';

/** One change of the config: what, when, by whom (and with which credential), and why. */
export interface ConfigChange {
  /** `start`: the shell's build provided it (npm start, a storage without a config); the others: `npm run config`. */
  action: 'start' | 'set' | 'set-flag' | 'rollback';
  at: string;
  by: string;
  /** The credential that wrote it: `platform` on an object store, `local` for the local folder. */
  credential: string;
  reason: string;
  /** What was changed (a JSON path: `featureFlags.<name>`, `apiBasePaths.content` ...) and to what. */
  path?: string;
  value?: unknown;
  /** For a rollback: the revision whose config it went back to. */
  to?: number;
}

/** A revision of the config: what shell servers serve (`config.json` in the platform's scope, replaced whole). */
export interface ConfigRevision {
  revision: number;
  config: StorefrontConfig;
  change: ConfigChange;
}

/** Every revision, oldest first (`config-history.json`): the audit log, and where rollback finds an earlier config. */
export interface ConfigHistory {
  revisions: ConfigRevision[];
}

const ACTIONS = new Set<string>(['start', 'set', 'set-flag', 'rollback']);

function parseChange(value: unknown, where: string): ConfigChange {
  const change = value as Partial<ConfigChange> | null;
  if (
    typeof change !== 'object' ||
    change === null ||
    typeof change.action !== 'string' ||
    !ACTIONS.has(change.action) ||
    typeof change.at !== 'string' ||
    typeof change.by !== 'string' ||
    typeof change.credential !== 'string' ||
    typeof change.reason !== 'string'
  ) {
    throw new BrokenDocumentError(`${where} has a change without action, time, author, credential or reason`);
  }
  return change as ConfigChange;
}

export function parseConfigRevision(value: unknown, where: string): ConfigRevision {
  const revision = value as Partial<ConfigRevision> | null;
  if (typeof revision !== 'object' || revision === null || !Number.isInteger(revision.revision) || (revision.revision ?? 0) < 1) {
    throw new BrokenDocumentError(`${where} is not a config revision (revision, config and change are required)`);
  }
  let config: StorefrontConfig;
  try {
    config = validateConfig(revision.config);
  } catch (error) {
    throw new BrokenDocumentError(`${where}: ${(error as Error).message}`);
  }
  return { revision: revision.revision as number, config, change: parseChange(revision.change, where) };
}

export function parseConfigHistory(value: unknown, where: string): ConfigHistory {
  const history = value as Partial<ConfigHistory> | null;
  if (typeof history !== 'object' || history === null || !Array.isArray(history.revisions)) {
    throw new BrokenDocumentError(`${where} is not a config history (revisions are required)`);
  }
  return { revisions: history.revisions.map((revision, index) => parseConfigRevision(revision, `${where}, revision ${index + 1}`)) };
}

export async function readLiveConfig(storage: DeploymentStorage): Promise<ParsedDocument<ConfigRevision> | undefined> {
  return readJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.config, parseConfigRevision);
}

export async function readConfigHistory(storage: DeploymentStorage): Promise<ConfigRevision[]> {
  return (await readJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.configHistory, parseConfigHistory))?.value.revisions ?? [];
}

/**
 * Adds the live revision to the history when it is not there (a writer stopped between the two writes): the live
 * document is switched first (atomically, compare-and-swap), the history follows, and the next command completes it.
 */
async function recordInHistory(storage: DeploymentStorage, live: ConfigRevision): Promise<void> {
  await updateJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.configHistory, parseConfigHistory, (current) => {
    const revisions = current?.revisions ?? [];
    if (revisions.some((revision) => revision.revision === live.revision)) return undefined;
    return { revisions: [...revisions, live].sort((a, b) => a.revision - b.revision) };
  });
}

export interface ChangeOptions {
  action: ConfigChange['action'];
  reason: string;
  path?: string;
  value?: unknown;
  to?: number;
  /** Which credential writes (for the history); `platform` on an object store, `local` for the local folder. */
  credential: string;
}

export interface ConfigChangeResult {
  /** The revision live now; undefined when the change changed nothing. */
  written?: ConfigRevision;
  previous?: ConfigRevision;
}

/**
 * Changes the deployment's config: `next` makes the new config from the live one (undefined: nothing to change),
 * it is validated (a ConfigValidationError writes nothing), written as the next revision over the live one only if
 * nobody wrote in between (else read again and re-applied), then recorded in the history.
 */
export async function changeConfig(
  storage: DeploymentStorage,
  next: (current: ConfigRevision | undefined) => StorefrontConfig | undefined,
  options: ChangeOptions,
): Promise<ConfigChangeResult> {
  if (!options.reason.trim()) throw new ConfigValidationError('A change of the config needs a reason (--reason "...")');
  const before = await readLiveConfig(storage);
  if (before) await recordInHistory(storage, before.value);
  let previous: ConfigRevision | undefined;
  const { value, written } = await updateJsonDocument(storage, PLATFORM_SCOPE, DOCUMENTS.config, parseConfigRevision, (current) => {
    previous = current;
    const config = next(current);
    if (config === undefined) return undefined;
    const validated = validateConfig(config);
    if (current && JSON.stringify(validated) === JSON.stringify(current.config)) return undefined;
    const change: ConfigChange = { action: options.action, at: new Date().toISOString(), by: actor(), credential: options.credential, reason: options.reason };
    if (options.path !== undefined) Object.assign(change, { path: options.path, value: options.value });
    if (options.to !== undefined) change.to = options.to;
    return { revision: (current?.revision ?? 0) + 1, config: validated, change };
  });
  if (!written || !value) return { previous };
  await recordInHistory(storage, value);
  return { written: value, previous };
}

/** The revision a rollback without one goes back to: the one live before, along the way the config came. */
export function previousConfigRevision(history: readonly ConfigRevision[]): number | undefined {
  // The releases' rule (registry/history.ts), on the configs' revisions: a rollback goes back along the path.
  const path = history.map(({ revision, change }) => ({
    release: String(change.action === 'rollback' ? change.to : revision),
    action: change.action === 'rollback' ? ('rollback' as const) : ('deploy' as const),
    at: change.at,
  }));
  const previous = previousRelease(path);
  return previous === undefined ? undefined : Number(previous);
}
