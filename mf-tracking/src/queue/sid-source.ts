import type { LogContext } from '@storefront/platform';

/** Spec section 8, word for word. */
export const SID_ERROR_MESSAGE = 'Unable to fetch SID for tracking purposes';

/** Waits between attempts after failures: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const SID_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface SidSourceOptions {
  /** Resolves with the body of `GET /om/zdl/sid`; rejects on transport or HTTP errors. */
  fetchSid(): Promise<unknown>;
  onSid(sid: string): void;
  log(message: string, context: LogContext): void;
  retryDelaysMs?: readonly number[];
}

/** The sid when the answer is an object with a non-empty string `sid`, otherwise undefined. */
export function parseSidResponse(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { sid } = body as { sid?: unknown };
  return typeof sid === 'string' && sid.trim() !== '' ? sid : undefined;
}

/**
 * Fetches the tracking session id until one arrives. Every failed or badly formed answer is logged with the
 * spec's message and retried with a backoff, so queued events wait for the sid instead of being dropped.
 */
export class SidSource {
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private started = false;

  constructor(private readonly options: SidSourceOptions) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.fetchOnce();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private async fetchOnce(): Promise<void> {
    this.attempt += 1;
    let body: unknown;
    try {
      body = await this.options.fetchSid();
    } catch (error) {
      this.fail({ reason: 'request failed', ...describeRequestError(error) });
      return;
    }
    if (this.stopped) return;
    const sid = parseSidResponse(body);
    if (sid === undefined) {
      this.fail({ reason: 'unexpected response', response: summarise(body) });
      return;
    }
    this.options.onSid(sid);
  }

  private fail(details: LogContext): void {
    if (this.stopped) return;
    const delays = this.options.retryDelaysMs ?? SID_RETRY_DELAYS_MS;
    const retryInMs = delays[Math.min(this.attempt, delays.length) - 1] ?? 30_000;
    this.options.log(SID_ERROR_MESSAGE, {
      fragment: 'mf-tracking',
      operation: 'getSid',
      attempt: this.attempt,
      retryInMs,
      ...details,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.fetchOnce();
    }, retryInMs);
  }
}

function describeRequestError(error: unknown): LogContext {
  if (typeof error !== 'object' || error === null) return { error };
  const candidate = error as { message?: unknown; response?: { status?: unknown } };
  return { status: candidate.response?.status, error: candidate.message ?? String(error) };
}

/** Enough of a bad answer to recognise it in the log, never a whole document. */
function summarise(body: unknown): string {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? String(body));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
