import type { CanaryRunResult } from './canary-run';

/**
 * `npm run canary -- run`'s exit codes, as a pipeline reads them (docs/delivery-and-storage.md, "Canaries"). 1 is
 * also a refused start and 2 wrong usage or input, as for every command: in both, nothing of the run went live.
 */
export const CANARY_RUN_EXIT_CODES = {
  promoted: 0,
  /**
   * By the judge (out of bounds, no evidence), or the canary was ended outside the run, or the run was stopped
   * (SIGINT, SIGTERM: a pipeline cancelled or timed out) and took the canary out: every shopper gets live.
   */
  aborted: 1,
  /** An error ended the run, and the canary was taken out: every shopper gets live. */
  failedTakenOut: 3,
  /** An error or a stop ended the run, and taking the canary out failed too (or a second signal came first): it may still be live. */
  failedMayBeLive: 4,
} as const;

export function canaryRunExitCode(result: CanaryRunResult): number {
  if (result.outcome === 'failed') return result.takenOut ? CANARY_RUN_EXIT_CODES.failedTakenOut : CANARY_RUN_EXIT_CODES.failedMayBeLive;
  return CANARY_RUN_EXIT_CODES[result.outcome];
}
