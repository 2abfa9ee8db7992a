import { isRestError, type PipelinePolicy, type PipelineRequest, type PipelineResponse } from '@azure/core-rest-pipeline';

/**
 * How the object store's requests are retried: at most `maxTries` tries, waits growing exponentially from
 * `firstDelayMs` (capped at `maxDelayMs`) with full jitter in their upper half, all waits together within
 * `budgetMs`, each try abandoned after `tryTimeoutMs`.
 */
export interface RetryBounds {
  maxTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  budgetMs: number;
  tryTimeoutMs: number;
}

/** The commands' bounds: 3 tries, about 0.5 s and 1 s of waiting, never more than 10 s of waits in all. */
export const COMMAND_RETRY_BOUNDS: RetryBounds = { maxTries: 3, firstDelayMs: 500, maxDelayMs: 4_000, budgetMs: 10_000, tryTimeoutMs: 10_000 };

/** One retry, for the command's output: what failed and when it is tried again. */
export interface RetryNotice {
  /** `GET`, `PUT` ... and the blob's path in the store (no query: it may carry a credential). */
  request: string;
  /** What was transient about it: `ECONNRESET`, `HTTP 503`, `no answer within 10 s` ... */
  reason: string;
  /** The try that comes next (2 for the first retry). */
  nextTry: number;
  maxTries: number;
  delayMs: number;
}

/** Connection failures that say nothing about the request's effect being refused: tried again. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'REQUEST_SEND_ERROR']);
/** Answers of a store that is busy or briefly unwell; 429 and 503 may say when to come back (Retry-After). */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Requests whose repetition cannot do harm: reads, and writes with a condition (`If-None-Match: *` creates only
 * when absent, `If-Match` replaces only the version that was read), so that a repeat of a write that went through
 * answers 409/412 instead of writing twice. The storage reads such an answer (azure-blob-storage.ts).
 */
export function isSafeToRepeat(request: PipelineRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return request.method === 'PUT' && (request.headers.has('If-Match') || request.headers.has('If-None-Match'));
}

/** The wait the store asked for (`Retry-After` in seconds or as a date, or Azure's `x-ms-retry-after-ms`). */
export function retryAfterMs(response: PipelineResponse, now = Date.now()): number | undefined {
  const milliseconds = Number(response.headers.get('x-ms-retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const header = response.headers.get('Retry-After');
  if (header === undefined) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  // Otherwise an HTTP date (`Sat, 28 Nov 2026 10:00:05 GMT`), never a bare number such as `-3`.
  if (!/[a-z]/i.test(header)) return undefined;
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** The wait before try `nextTry`: exponential, capped, its upper half random (so that many clients do not retry in step). */
export function backoffMs(nextTry: number, bounds: RetryBounds, random: () => number = Math.random): number {
  const ceiling = Math.min(bounds.maxDelayMs, bounds.firstDelayMs * 2 ** (nextTry - 2));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Why a failed try is worth another, or undefined when it is not (a refusal, a bad request, the caller's abort). */
function transientReason(request: PipelineRequest, outcome: { response?: PipelineResponse; error?: unknown }, bounds: RetryBounds): string | undefined {
  const { response, error } = outcome;
  if (response) return TRANSIENT_STATUSES.has(response.status) ? `HTTP ${response.status}` : undefined;
  if (error instanceof Error && error.name === 'AbortError' && !request.abortSignal?.aborted) return `no answer within ${bounds.tryTimeoutMs / 1000} s`;
  if (isRestError(error)) {
    if (error.statusCode !== undefined) return TRANSIENT_STATUSES.has(error.statusCode) ? `HTTP ${error.statusCode}` : undefined;
    return error.code !== undefined && TRANSIENT_CODES.has(error.code) ? error.code : undefined;
  }
  return undefined;
}

function wait(milliseconds: number, signal: PipelineRequest['abortSignal']): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('The request was aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('The request was aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const TRANSIENT_RETRY_POLICY_NAME = 'storefrontTransientRetryPolicy';

/**
 * The Azure SDK's pipeline policy for the Retry phase, in place of the storage SDK's own (which retries 500, 503 and
 * resets, with no jitter, no Retry-After and no time-out of its own: its `tryTimeoutInMs` only asks the server to
 * give up). Each try has a time-out; transient failures of safe requests are tried again within the bounds; the
 * last answer or error is what the caller gets. `onRetry` hears of each retry.
 */
export function transientRetryPolicy(
  bounds: RetryBounds,
  onRetry: (notice: RetryNotice) => void = () => undefined,
  random: () => number = Math.random,
): PipelinePolicy {
  return {
    name: TRANSIENT_RETRY_POLICY_NAME,
    async sendRequest(request, next) {
      let waited = 0;
      for (let tryNumber = 1; ; tryNumber += 1) {
        request.timeout = bounds.tryTimeoutMs;
        let outcome: { response?: PipelineResponse; error?: unknown };
        try {
          outcome = { response: await next(request) };
        } catch (error) {
          outcome = { error };
        }
        const reason = transientReason(request, outcome, bounds);
        const asked = outcome.response && retryAfterMs(outcome.response);
        const delayMs = asked ?? backoffMs(tryNumber + 1, bounds, random);
        const retry = reason !== undefined && tryNumber < bounds.maxTries && isSafeToRepeat(request) && waited + delayMs <= bounds.budgetMs;
        if (!retry) {
          if (outcome.response) return outcome.response;
          throw outcome.error;
        }
        onRetry({ request: `${request.method} ${pathOf(request.url)}`, reason, nextTry: tryNumber + 1, maxTries: bounds.maxTries, delayMs });
        await wait(delayMs, request.abortSignal);
        waited += delayMs;
      }
    },
  };
}

/** A retry as a command prints it (on standard error, so that `--json` output stays clean). */
export function describeRetry(notice: RetryNotice): string {
  return `The storage did not answer ${notice.request} (${notice.reason}): trying again in ${(notice.delayMs / 1000).toFixed(1)} s (try ${notice.nextTry} of ${notice.maxTries}).`;
}

/** What a process's commands pass to the storage: each retry said on standard error as it happens. */
export const printRetry = (notice: RetryNotice): void => console.warn(describeRetry(notice));
