import os from 'node:os';
import { parseBuiltAgainst, type BuiltAgainst, type FragmentName } from '@storefront/contracts';
import { BrokenDocumentError, readJsonDocument, updateJsonDocument, type ParsedDocument } from '../documents/json-document';
import { isReleaseName } from '../release/release';
import { DOCUMENTS, type ReleaseStorage } from '../storage/release-storage';

/** One switch of a fragment's live release, newest last. */
export interface ReleaseSwitch {
  release: string;
  /** `start`: `npm start` published a new build; `deploy` / `rollback`: the commands. */
  action: 'start' | 'deploy' | 'rollback';
  at: string;
  /** Who switched: STOREFRONT_ACTOR (a pipeline's run, a person), else the user and host that ran the command. */
  by?: string;
  /** Switched to a release the live shell refuses (`--force`). */
  forced?: true;
}

/** A fragment's live entry (`live.json` in the fragment's own scope): the live release and how it got there. */
export interface LiveEntry {
  fragment: FragmentName;
  release: string;
  version: string;
  builtAgainst: BuiltAgainst;
  history: ReleaseSwitch[];
}

const ACTIONS = new Set<string>(['start', 'deploy', 'rollback']);

function isSwitch(value: unknown): value is ReleaseSwitch {
  const item = value as Partial<ReleaseSwitch> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.release === 'string' &&
    typeof item.at === 'string' &&
    typeof item.action === 'string' &&
    ACTIONS.has(item.action) &&
    (item.by === undefined || typeof item.by === 'string')
  );
}

export function parseLiveEntry(fragment: FragmentName): (value: unknown, where: string) => LiveEntry {
  return (value, where) => {
    const entry = value as Partial<LiveEntry> | null;
    const builtAgainst = parseBuiltAgainst(entry?.builtAgainst);
    if (
      typeof entry !== 'object' ||
      entry === null ||
      entry.fragment !== fragment ||
      typeof entry.release !== 'string' ||
      !isReleaseName(entry.release) ||
      typeof entry.version !== 'string' ||
      !builtAgainst ||
      !Array.isArray(entry.history) ||
      !entry.history.every(isSwitch)
    ) {
      throw new BrokenDocumentError(`${where} is not the live entry of ${fragment} (fragment, release, version, builtAgainst and history are required)`);
    }
    return { fragment, release: entry.release, version: entry.version, builtAgainst, history: entry.history };
  };
}

export async function readLiveEntry(storage: ReleaseStorage, fragment: FragmentName): Promise<ParsedDocument<LiveEntry> | undefined> {
  return readJsonDocument(storage, fragment, DOCUMENTS.liveEntry, parseLiveEntry(fragment));
}

/** Compare-and-swap on the fragment's live entry (updateJsonDocument): two switches of it never lose one another. */
export async function updateLiveEntry(
  storage: ReleaseStorage,
  fragment: FragmentName,
  change: (current: LiveEntry | undefined) => LiveEntry | undefined,
): Promise<{ value: LiveEntry | undefined; written: boolean }> {
  return updateJsonDocument(storage, fragment, DOCUMENTS.liveEntry, parseLiveEntry(fragment), change);
}

/** Who a switch or a change is recorded as made by. */
export function actor(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STOREFRONT_ACTOR) return env.STOREFRONT_ACTOR;
  try {
    return `${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return os.hostname();
  }
}
