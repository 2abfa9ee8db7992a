import os from 'node:os';
import { parseBuiltAgainst, type BuiltAgainst, type FragmentName } from '@storefront/contracts';
import { BrokenDocumentError, readJsonDocument, updateJsonDocument, type ParsedDocument } from '../documents/json-document';
import { isReleaseName } from '../release/release';
import { DOCUMENTS, type DeploymentStorage } from '../storage/deployment-storage';

/** Actions that make a release live for everyone. */
export const SWITCH_ACTIONS = ['start', 'deploy', 'rollback', 'promote'] as const;
/** Actions of a canary that change no live release: a share of shoppers gets the candidate, or none any more. */
export const CANARY_ACTIONS = ['canary-start', 'canary-step', 'canary-abort'] as const;
export type SwitchAction = (typeof SWITCH_ACTIONS)[number];
export type CanaryAction = (typeof CANARY_ACTIONS)[number];

/**
 * One entry of a fragment's history, newest last: a switch of its live release, or a canary's start, step or abort
 * (`release` then names the candidate). `promote` is a canary's candidate made live, a switch.
 */
export interface ReleaseSwitch {
  release: string;
  /** `start`: `npm start` published a new build; `deploy` / `rollback` / `promote`, `canary-*`: the commands. */
  action: SwitchAction | CanaryAction;
  at: string;
  /** Who switched: STOREFRONT_ACTOR (a pipeline's run, a person), else the user and host that ran the command. */
  by?: string;
  /** Switched to a release the live shell refuses (`--force`). */
  forced?: true;
  /** Which credential wrote it (canary entries): `local folder`, `platform`, `squad <fragment> <fingerprint>`. */
  credential?: string;
  /** The share of shoppers sent to the candidate from then on (canary-start, canary-step). */
  percent?: number;
  /** When that share took effect on every shell server (canary-start, canary-step: `at` plus CANARY_SWITCH_LEAD_MS). */
  effectiveAt?: string;
  /** Why (a person's reason, or the judge's with its figures). */
  reason?: string;
  /** The figures the decision was taken on (the canary judge's), as it printed them. */
  figures?: unknown;
}

export function isSwitchAction(action: ReleaseSwitch['action']): action is SwitchAction {
  return (SWITCH_ACTIONS as readonly string[]).includes(action);
}

/** A release a share of shoppers gets instead of the live one (`npm run canary`), sticky per shopper. */
export interface Canary {
  release: string;
  version: string;
  builtAgainst: BuiltAgainst;
  /** Share of shoppers, more than 0 and at most 100, from `steppedAt` on. */
  percent: number;
  /** The share before `steppedAt` (0 before the canary's start). */
  previousPercent?: number;
  startedAt: string;
  /** When `percent` takes effect: a little after it was written (CANARY_SWITCH_LEAD_MS), on every shell server at once. */
  steppedAt: string;
}

/**
 * How long after it is written a canary's new share takes effect. Every shell server reads the entries every 2 s
 * (OBJECT_STORE_READ_EVERY_MS in @storefront/serve; a local folder is watched): written with this lead, the change is
 * on every server before its time, so all of them change the share together and no shopper gets one variant from one
 * server and the other from the next in between. Promotion and abort are not delayed: they end the canary.
 */
export const CANARY_SWITCH_LEAD_MS = 3_000;

/** A canary's share as people read it: `20 % of shoppers since <time>`, or `5 % of shoppers, 20 % from <time>`. */
export function describeCanaryShare(canary: Pick<Canary, 'percent' | 'previousPercent' | 'steppedAt'>, now: number): string {
  return now >= Date.parse(canary.steppedAt)
    ? `${canary.percent} % of shoppers since ${canary.steppedAt}`
    : `${canary.previousPercent ?? 0} % of shoppers, ${canary.percent} % from ${canary.steppedAt}`;
}

/** The share of shoppers a canary has at `now` (ms since the epoch). */
export function canaryShareAt(canary: Pick<Canary, 'percent' | 'previousPercent' | 'steppedAt'>, now: number): number {
  return now >= Date.parse(canary.steppedAt) ? canary.percent : (canary.previousPercent ?? 0);
}

/** A fragment's live entry (`live.json` in the fragment's own scope): the live release and how it got there. */
export interface LiveEntry {
  fragment: FragmentName;
  release: string;
  version: string;
  builtAgainst: BuiltAgainst;
  history: ReleaseSwitch[];
  /** The running canary, if one is. */
  canary?: Canary;
}

const ACTIONS = new Set<string>([...SWITCH_ACTIONS, ...CANARY_ACTIONS]);

export function isCanaryPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100;
}

function parseCanary(value: unknown): Canary | undefined | false {
  if (value === undefined) return undefined;
  const canary = value as Partial<Canary> | null;
  const builtAgainst = parseBuiltAgainst(canary?.builtAgainst);
  if (
    typeof canary !== 'object' ||
    canary === null ||
    typeof canary.release !== 'string' ||
    !isReleaseName(canary.release) ||
    typeof canary.version !== 'string' ||
    !builtAgainst ||
    !isCanaryPercent(canary.percent) ||
    typeof canary.startedAt !== 'string' ||
    typeof canary.steppedAt !== 'string' ||
    Number.isNaN(Date.parse(canary.steppedAt)) ||
    (canary.previousPercent !== undefined && !(canary.previousPercent === 0 || isCanaryPercent(canary.previousPercent)))
  ) {
    return false;
  }
  const { release, version, percent, previousPercent, startedAt, steppedAt } = canary;
  return { release, version, builtAgainst, percent, ...(previousPercent === undefined ? {} : { previousPercent }), startedAt, steppedAt };
}

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
    const canary = parseCanary(entry?.canary);
    if (
      canary === false ||
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
      throw new BrokenDocumentError(
        `${where} is not the live entry of ${fragment} (fragment, release, version, builtAgainst and history are required; a canary needs release, version, builtAgainst, percent and times)`,
      );
    }
    return { fragment, release: entry.release, version: entry.version, builtAgainst, history: entry.history, ...(canary ? { canary } : {}) };
  };
}

export async function readLiveEntry(storage: DeploymentStorage, fragment: FragmentName): Promise<ParsedDocument<LiveEntry> | undefined> {
  return readJsonDocument(storage, fragment, DOCUMENTS.liveEntry, parseLiveEntry(fragment));
}

/** Compare-and-swap on the fragment's live entry (updateJsonDocument): two switches of it never lose one another. */
export async function updateLiveEntry(
  storage: DeploymentStorage,
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
