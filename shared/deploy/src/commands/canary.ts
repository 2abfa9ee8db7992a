import { createHash } from 'node:crypto';
import type { VersionSkew } from '@storefront/contracts';
import {
  actor,
  CANARY_SWITCH_LEAD_MS,
  canaryShareAt,
  isCanaryPercent,
  readLiveEntry,
  updateLiveEntry,
  type Canary,
  type LiveEntry,
  type ReleaseSwitch,
} from '../registry/live-entry';
import { DEPLOY_CREDENTIAL_VARIABLE, deployCredentialVariable, PLATFORM_CREDENTIAL_VARIABLE } from '../storage/credentials';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { liveShell, RefusedReleaseError, requireFragment, skewWithLiveShell } from './switch-release';

/** A canary command that cannot be done as asked (no canary, another one running, a release not published...). */
export class CanaryRefusedError extends Error {
  override name = 'CanaryRefusedError';
}

/** What a decision is recorded with besides who and when. */
export interface CanaryDecision {
  reason?: string;
  /** The figures the decision was taken on (the judge's). */
  figures?: unknown;
}

export interface CanaryOptions {
  storage: DeploymentStorage;
  fragment: string;
  env?: NodeJS.ProcessEnv;
}

export interface CanaryShareOptions {
  /** How long after it is written a new share takes effect (CANARY_SWITCH_LEAD_MS; 0 where servers read on every request). */
  switchLeadMs?: number;
}

/**
 * Which credential writes, for the history: the local folder; on an object store the squad's credential (named by a
 * fingerprint, never the secret) or the platform's.
 */
export function credentialDescription(storage: DeploymentStorage, fragment: string, env: NodeJS.ProcessEnv = process.env): string {
  if (storage.capabilities.credentials === 'none') return 'local folder';
  const fingerprint = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 8);
  const squad = env[DEPLOY_CREDENTIAL_VARIABLE] ?? env[deployCredentialVariable(requireFragment(fragment).name)];
  if (squad) return `squad ${fragment} ${fingerprint(squad)}`;
  const platform = env[PLATFORM_CREDENTIAL_VARIABLE];
  return platform ? `platform ${fingerprint(platform)}` : 'none';
}

function entryChange(
  release: string,
  action: ReleaseSwitch['action'],
  credential: string,
  decision: CanaryDecision & { percent?: number; effectiveAt?: string },
): ReleaseSwitch {
  const change: ReleaseSwitch = { release, action, at: new Date().toISOString(), by: actor(), credential };
  if (decision.percent !== undefined) change.percent = decision.percent;
  if (decision.effectiveAt !== undefined) change.effectiveAt = decision.effectiveAt;
  if (decision.reason !== undefined) change.reason = decision.reason;
  if (decision.figures !== undefined) change.figures = decision.figures;
  return change;
}

async function requireEntry(storage: DeploymentStorage, fragment: ReturnType<typeof requireFragment>['name']): Promise<LiveEntry> {
  const entry = (await readLiveEntry(storage, fragment))?.value;
  if (!entry) throw new CanaryRefusedError(`${fragment} has no live release in ${storage.location}: deploy it first`);
  return entry;
}

function requirePercent(percent: number): number {
  if (!isCanaryPercent(percent)) throw new CanaryRefusedError(`--percent takes a share of shoppers above 0 and at most 100, not ${percent}`);
  return percent;
}

export interface CanaryResult {
  entry: LiveEntry;
  /** Where the candidate and the live shell disagree (only when forced). */
  skew: VersionSkew[];
}

/**
 * Sends `percent` % of shoppers to a published release (sticky per shopper, decided by every shell server alike),
 * the others staying on the live one. Written into the fragment's live entry by compare-and-swap, as a switch is,
 * so a squad's credential can do it for its own fragment only. Refused: a release the live shell refuses (unless
 * forced), the live release itself, a second canary while one runs.
 */
export async function startCanary(
  options: CanaryOptions & CanaryShareOptions & { release: string; percent: number; force?: boolean } & CanaryDecision,
): Promise<CanaryResult> {
  const { storage, release, env } = options;
  const fragment = requireFragment(options.fragment).name;
  const percent = requirePercent(options.percent);
  const record = await storage.readRelease(fragment, release);
  if (!record)
    throw new CanaryRefusedError(`${fragment} has no published release ${release} in ${storage.location}: npm run releases -- ${fragment} lists them`);
  const skew = skewWithLiveShell(await liveShell(storage), record);
  if (skew.length > 0 && !options.force) throw new RefusedReleaseError(record, skew);
  const credential = credentialDescription(storage, fragment, env);
  const { value } = await updateLiveEntry(storage, fragment, (current) => {
    if (!current) throw new CanaryRefusedError(`${fragment} has no live release in ${storage.location}: deploy it first`);
    if (current.release === release) throw new CanaryRefusedError(`${fragment}: ${release} is the live release already`);
    if (current.canary)
      throw new CanaryRefusedError(`${fragment}: a canary of ${current.canary.release} runs (${current.canary.percent} %); promote or abort it first`);
    const now = Date.now();
    const effectiveAt = new Date(now + (options.switchLeadMs ?? CANARY_SWITCH_LEAD_MS)).toISOString();
    const canary: Canary = {
      release,
      version: record.version,
      builtAgainst: record.builtAgainst,
      percent,
      previousPercent: 0,
      startedAt: new Date(now).toISOString(),
      steppedAt: effectiveAt,
    };
    return { ...current, canary, history: [...current.history, entryChange(release, 'canary-start', credential, { ...options, percent, effectiveAt })] };
  });
  if (!value) throw new Error(`${fragment} has no live entry after starting its canary`);
  return { entry: value, skew };
}

/** Gives the running canary of `release` a new share of shoppers (a step of `canary run`). */
export async function stepCanary(options: CanaryOptions & CanaryShareOptions & { release: string; percent: number } & CanaryDecision): Promise<LiveEntry> {
  const { storage, release, env } = options;
  const fragment = requireFragment(options.fragment).name;
  const percent = requirePercent(options.percent);
  const credential = credentialDescription(storage, fragment, env);
  const { value } = await updateLiveEntry(storage, fragment, (current) => {
    if (current?.canary?.release !== release)
      throw new CanaryRefusedError(`${fragment}: no canary of ${release} runs (${current?.canary ? `the canary is ${current.canary.release}` : 'none runs'})`);
    if (current.canary.percent === percent) return undefined;
    const now = Date.now();
    const effectiveAt = new Date(now + (options.switchLeadMs ?? CANARY_SWITCH_LEAD_MS)).toISOString();
    // A step written before the last one took effect starts from the share shoppers have now.
    const canary: Canary = { ...current.canary, percent, previousPercent: canaryShareAt(current.canary, now), steppedAt: effectiveAt };
    return { ...current, canary, history: [...current.history, entryChange(release, 'canary-step', credential, { ...options, percent, effectiveAt })] };
  });
  if (!value) throw new Error(`${fragment} has no live entry after a step of its canary`);
  return value;
}

/**
 * Makes the running canary's candidate live for everyone (`promote`, a switch: rollback goes back from it). With
 * `release`, only while that release is the candidate. The skew guard applies as for a deploy.
 */
export async function promoteCanary(
  options: CanaryOptions & { release?: string; force?: boolean } & CanaryDecision,
): Promise<CanaryResult & { previous: string }> {
  const { storage, env } = options;
  const fragment = requireFragment(options.fragment).name;
  const candidate = (await requireEntry(storage, fragment)).canary?.release;
  if (candidate === undefined || (options.release !== undefined && candidate !== options.release)) {
    throw new CanaryRefusedError(
      `${fragment}: no canary ${options.release === undefined ? '' : `of ${options.release} `}runs${candidate ? ` (the canary is ${candidate})` : ''}`,
    );
  }
  const record = await storage.readRelease(fragment, candidate);
  if (!record) throw new CanaryRefusedError(`${fragment} has no published release ${candidate} in ${storage.location}`);
  const skew = skewWithLiveShell(await liveShell(storage), record);
  if (skew.length > 0 && !options.force) throw new RefusedReleaseError(record, skew);
  const credential = credentialDescription(storage, fragment, env);
  let previous = '';
  const { value } = await updateLiveEntry(storage, fragment, (current) => {
    if (!current || current.canary?.release !== candidate) throw new CanaryRefusedError(`${fragment}: the canary of ${candidate} ended meanwhile`);
    previous = current.release;
    const change = entryChange(candidate, 'promote', credential, options);
    if (skew.length > 0) change.forced = true;
    const { canary: _ended, ...rest } = current;
    return { ...rest, release: candidate, version: record.version, builtAgainst: record.builtAgainst, history: [...current.history, change] };
  });
  if (!value) throw new Error(`${fragment} has no live entry after promoting its canary`);
  return { entry: value, skew, previous };
}

/** Sends everyone back to the live release; the reason (and the judge's figures) go into the history. */
export async function abortCanary(options: CanaryOptions & { release?: string; reason: string; figures?: unknown }): Promise<LiveEntry & { aborted: string }> {
  const { storage, env } = options;
  const fragment = requireFragment(options.fragment).name;
  if (options.reason.trim() === '') throw new CanaryRefusedError('an abort needs a reason (--reason "…")');
  const credential = credentialDescription(storage, fragment, env);
  let aborted = '';
  const { value } = await updateLiveEntry(storage, fragment, (current) => {
    const canary = current?.canary;
    if (!current || !canary || (options.release !== undefined && canary.release !== options.release)) {
      throw new CanaryRefusedError(`${fragment}: no canary ${options.release === undefined ? '' : `of ${options.release} `}runs`);
    }
    aborted = canary.release;
    const { canary: _ended, ...rest } = current;
    return { ...rest, history: [...current.history, entryChange(canary.release, 'canary-abort', credential, options)] };
  });
  if (!value) throw new Error(`${fragment} has no live entry after aborting its canary`);
  return { ...value, aborted };
}

/** The running canary of a fragment, with the live release it is compared with; undefined when none runs. */
export async function canaryOf(storage: DeploymentStorage, name: string): Promise<{ live: string; canary: Canary; history: ReleaseSwitch[] } | undefined> {
  const fragment = requireFragment(name).name;
  const entry = (await readLiveEntry(storage, fragment))?.value;
  return entry?.canary ? { live: entry.release, canary: entry.canary, history: entry.history } : undefined;
}
