import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { apiCallInReport } from './api-call-in-report';

export class RequestTimeoutError extends Error {
  constructor(
    readonly url: string,
    timeoutMs: number,
  ) {
    super(`${apiCallInReport(url)} did not answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

export interface FetchWithTimeoutInit<T> extends Omit<RequestInit, 'signal'> {
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Reads what the caller needs (e.g. the JSON body) under the same time-out, so a body that stalls is given up too. */
  read?: (response: Response) => Promise<T>;
}

/**
 * `fetch` that gives up: when the answer (and what `read` takes from it) has not arrived within the time-out, the
 * request is aborted and the promise rejects with a RequestTimeoutError. Without `read` the time-out ends with the
 * answer's headers. For requests outside the API client, which has the same time-out built in.
 */
export function fetchWithTimeout(url: string, init?: FetchWithTimeoutInit<Response> & { read?: undefined }): Promise<Response>;
export function fetchWithTimeout<T>(url: string, init: FetchWithTimeoutInit<T> & { read: (response: Response) => Promise<T> }): Promise<T>;
export async function fetchWithTimeout<T>(url: string, { timeoutMs = REQUEST_TIMEOUT_MS, read, ...init }: FetchWithTimeoutInit<T> = {}): Promise<T | Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: a `read` that ignores the abort must not keep the caller waiting either.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RequestTimeoutError(url, timeoutMs));
    }, timeoutMs);
  });
  const request = fetch(url, { ...init, signal: controller.signal }).then((response): Promise<T | Response> | Response => (read ? read(response) : response));
  try {
    return await Promise.race([request, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
