import { setTimeout as delay } from 'node:timers/promises';
import { abortCanary, CanaryRefusedError, canaryOf, promoteCanary, startCanary, stepCanary, type DeploymentStorage, type LiveEntry } from '@storefront/deploy';
import type { FiguresWindow, WindowedFiguresSource } from '../field/field-figures';
import { DEFAULT_BOUNDS, judgeCanary, type CanaryBounds, type Verdict } from './canary-judge';

/** Intervals one step may hold without evidence before the run gives up and aborts (no promotion without it). */
export const DEFAULT_MAX_HOLDS = 12;

export interface CanaryRunOptions {
  storage: DeploymentStorage;
  fragment: string;
  release: string;
  /** Shares of shoppers, rising, the last 100: each judged step leads to the next, 100 is the promotion. */
  steps: readonly number[];
  intervalMs: number;
  figures: WindowedFiguresSource;
  bounds?: CanaryBounds;
  maxHolds?: number;
  /** Pass the skew guard (as `--force` does for a deploy). */
  force?: boolean;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Where a failed run says so (standard error). */
  warn?: (line: string) => void;
  /** How an interval is waited for (the run stops waiting when `signal` aborts, whatever this does). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Stops the run (the CLI's SIGINT and SIGTERM: a pipeline cancelled or timed out): it stops waiting at once, lets a
   * write under way end, and takes the canary out; a promotion already written stays.
   */
  signal?: AbortSignal;
  /** How long after it is written a step takes effect (CANARY_SWITCH_LEAD_MS; 0 where servers read on every request). */
  switchLeadMs?: number;
}

export interface StepRecord {
  percent: number;
  verdict: Verdict;
  /** Milliseconds from the run's start to this verdict. */
  atMs: number;
}

interface CanaryRunRecord {
  reason: string;
  /** Every verdict, in order (the hold ones too). */
  steps: StepRecord[];
}

/**
 * Promoted or aborted as the judge decided (aborted too when the canary was ended outside the run, or the run was
 * stopped and took it out), or failed: an error ended the run once the canary ran, and the canary was taken out after
 * it or may still be live (a stopped run that could not take it out too).
 */
export type CanaryRunResult = CanaryRunRecord & ({ outcome: 'promoted' | 'aborted' } | { outcome: 'failed'; takenOut: boolean });

export class InvalidStepsError extends Error {
  override name = 'InvalidStepsError';
}

/** The run's signal aborted; out of runCanary only before its canary started (nothing of it went live), else it takes the canary out. */
export class CanaryRunStoppedError extends Error {
  override name = 'CanaryRunStoppedError';
}

export function requireSteps(steps: readonly number[]): number[] {
  const valid =
    steps.length >= 2 && steps.every((step, index) => Number.isFinite(step) && step > 0 && step <= 100 && (index === 0 || step > (steps[index - 1] ?? 0)));
  if (!valid || steps[steps.length - 1] !== 100) {
    throw new InvalidStepsError(
      `--steps takes rising shares above 0 ending with 100 (the promotion), at least one before it: e.g. 5,25,50,100, not ${steps.join(',')}`,
    );
  }
  return [...steps];
}

/** The figures the history keeps of a verdict: the comparison, not the whole table. */
function recorded(verdict: Verdict) {
  return { pageViews: verdict.pageViews, checks: verdict.checks };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const holding = (summary: string): Verdict => ({ decision: 'hold', checks: [], pageViews: { live: 0, candidate: 0 }, summary });

/**
 * The pipeline's step (`npm run canary -- run`): starts the canary at the first share and, every interval, compares
 * the candidate with the live release over the same window (since the step began). Out of bounds: aborted at once,
 * the figures in the reason. Within bounds: the next share; past the last one below 100, promoted. Without evidence
 * (too little traffic, figures or the canary's state unreadable) the step holds and says so, and after `maxHolds`
 * intervals the run aborts. An error once the canary runs (a step or the promotion refused, the store unreachable
 * beyond its retries) fails the run: it tries once to take the canary out and says on `warn` whether it could.
 */
export async function runCanary(options: CanaryRunOptions): Promise<CanaryRunResult> {
  const { storage, fragment, release, intervalMs, figures, env, log = console.info, warn = console.error } = options;
  const steps = requireSteps(options.steps);
  const bounds = options.bounds ?? DEFAULT_BOUNDS;
  const maxHolds = options.maxHolds ?? DEFAULT_MAX_HOLDS;
  const { signal } = options;
  const wait = options.wait ?? ((ms: number, stop?: AbortSignal) => delay(ms, undefined, { signal: stop }));
  const stopError = () => new CanaryRunStoppedError(`the canary run was stopped (${messageOf(signal?.reason)})`);
  const throwIfStopped = () => {
    if (signal?.aborted) throw stopError();
  };
  // Rejects once the signal aborts: raced with every wait and read, so that a stopped run waits for none of them.
  const stopped = new Promise<never>((_resolve, reject) => {
    if (signal?.aborted) reject(stopError());
    else signal?.addEventListener('abort', () => reject(stopError()), { once: true });
  });
  stopped.catch(() => undefined);
  const unlessStopped = <T>(promise: Promise<T>): Promise<T> => (signal ? Promise.race([promise, stopped]) : promise);
  const startedAt = Date.now();
  const history: StepRecord[] = [];
  const abort = async (reason: string, verdict?: Verdict): Promise<CanaryRunResult> => {
    await abortCanary({ storage, fragment, release, reason, figures: verdict ? recorded(verdict) : undefined, env });
    log(`${fragment}: canary of ${release} aborted: ${reason}`);
    return { outcome: 'aborted', reason, steps: history };
  };

  let last: Verdict | undefined;

  /** The judge's verdict on the figures since the window began, compared with the live release's. */
  const verdictAt = async (window: FiguresWindow, live: string): Promise<Verdict> => {
    try {
      const rows = await unlessStopped(window.figures(fragment));
      return judgeCanary(
        rows.find((row) => row.release === live),
        rows.find((row) => row.release === release),
        bounds,
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      return holding(`no figures: ${messageOf(error)}`);
    }
  };

  /** Judges the step every interval until it passes (undefined, the verdict in `last`) or the run ends. */
  const judgeStep = async (percent: number): Promise<CanaryRunResult | undefined> => {
    let window: FiguresWindow | undefined;
    let unreadStart = '';
    const begin = async () => {
      window = await unlessStopped(figures.begin()).catch((error: unknown) => {
        if (signal?.aborted) throw error;
        unreadStart = messageOf(error);
        return undefined;
      });
      return window !== undefined;
    };
    await begin();
    for (let holds = 0; ; holds += 1) {
      await unlessStopped(wait(intervalMs, signal));
      const state = await unlessStopped(canaryOf(storage, fragment)).then(
        (running) => ({ running, unread: undefined }),
        (error: unknown) => {
          if (signal?.aborted) throw error;
          return { running: undefined, unread: messageOf(error) };
        },
      );
      if (state.unread === undefined && state.running?.canary.release !== release) {
        const reason = `the canary of ${release} was ended outside this run (${state.running ? `the canary is ${state.running.canary.release}` : 'no canary runs'})`;
        log(`${fragment}: ${reason}`);
        return { outcome: 'aborted', reason, steps: history };
      }
      // A window that could not begin at the step's start begins at the first interval that reads the figures.
      const begunNow = window === undefined && (await begin());
      let verdict: Verdict;
      if (state.unread !== undefined) verdict = holding(`the canary's state could not be read: ${state.unread}`);
      else if (window === undefined) verdict = holding(`no figures: ${figures.description} could not be read at the step's start nor since: ${unreadStart}`);
      else if (begunNow) verdict = holding(`the step's figures start now: ${figures.description} could not be read at its start (${unreadStart})`);
      else verdict = await verdictAt(window, state.running?.live ?? '');
      history.push({ percent, verdict, atMs: Date.now() - startedAt });
      log(`${fragment} at ${percent} %: ${verdict.decision}: ${verdict.summary}`);
      if (verdict.decision === 'abort') return abort(`out of bounds at ${percent} %: ${verdict.summary}`, verdict);
      if (verdict.decision === 'pass') {
        last = verdict;
        return undefined;
      }
      if (holds + 1 >= maxHolds) return abort(`no evidence after ${maxHolds} intervals at ${percent} % (no promotion without it): ${verdict.summary}`, verdict);
    }
  };

  const stepThrough = async (started: LiveEntry): Promise<CanaryRunResult> => {
    for (const [index, percent] of steps.slice(0, -1).entries()) {
      throwIfStopped();
      const entry =
        index === 0
          ? started
          : await stepCanary({
              storage,
              fragment,
              release,
              percent,
              switchLeadMs: options.switchLeadMs,
              reason: `within bounds at ${steps[index - 1]} %: ${last?.summary ?? ''}`,
              figures: last && recorded(last),
              env,
            });
      const effectiveAt = entry.canary?.steppedAt ?? new Date().toISOString();
      log(`${fragment}: ${release} for ${percent} % of shoppers from ${effectiveAt}; judged every ${intervalMs / 1000} s against ${figures.description}`);
      // The step's window begins when every server has the new share.
      await unlessStopped(delay(Math.max(0, Date.parse(effectiveAt) - Date.now()), undefined, { signal }));
      const ended = await judgeStep(percent);
      if (ended) return ended;
    }
    const reason = `within bounds at every step (${steps.slice(0, -1).join(', ')} %): ${last?.summary ?? ''}`;
    throwIfStopped();
    await promoteCanary({ storage, fragment, release, reason, figures: last && recorded(last), force: options.force, env });
    log(`${fragment}: ${release} promoted: live for every shopper`);
    return { outcome: 'promoted', reason, steps: history };
  };

  // Refused, failed or stopped before the canary is written: nothing of this run is live, the error is the command's.
  throwIfStopped();
  const { entry } = await startCanary({
    storage,
    fragment,
    release,
    percent: steps[0] ?? 0,
    switchLeadMs: options.switchLeadMs,
    force: options.force,
    reason: `canary run: steps ${steps.join(', ')} every ${intervalMs} ms`,
    env,
  });
  try {
    return await stepThrough(entry);
  } catch (error) {
    // Whatever ended the run once its signal aborted, the stop is why: a wait or a read given up on the way.
    if (signal?.aborted) return takeOut(`the canary run was stopped (${messageOf(signal.reason)})`, 'aborted');
    return takeOut(`the canary run failed: ${messageOf(error)}`, 'failed');
  }

  /** Takes the canary out once after the run ended early, and says on `warn` whether it could. */
  async function takeOut(reason: string, outcome: 'aborted' | 'failed'): Promise<CanaryRunResult> {
    const out: CanaryRunResult = outcome === 'aborted' ? { outcome, reason, steps: history } : { outcome, takenOut: true, reason, steps: history };
    try {
      await abortCanary({ storage, fragment, release, reason, env });
      warn(`${fragment}: ${reason}; the canary of ${release} was taken out: every shopper gets the live release`);
      return out;
    } catch (abortError) {
      // Refused: no canary of this release runs any more (ended by hand or by a deploy meanwhile), nothing to take out.
      if (abortError instanceof CanaryRefusedError) {
        warn(`${fragment}: ${reason}; the canary of ${release} no longer runs: ${messageOf(abortError)}`);
        return out;
      }
      warn(`${fragment}: ${reason}; taking the canary out failed too: ${messageOf(abortError)}`);
      warn(`the canary may still be live: ${fragment} ${release}`);
      return { outcome: 'failed', takenOut: false, reason, steps: history };
    }
  }
}
