import { reportError } from '../errors/error-reporter';
import type { LogContext } from '../errors/logger';

/**
 * The wrapper of spec section 8: runs a call, and on failure logs and reports it and returns nothing.
 * Use it where a failed call must not break the page.
 */
export async function withErrorReporting<T>(operation: string, call: () => Promise<T>, context: LogContext = {}): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    reportError(error, { operation, ...context, ...httpDetails(error) });
    return undefined;
  }
}

function httpDetails(error: unknown): LogContext {
  if (typeof error !== 'object' || error === null) return {};
  const candidate = error as { response?: { status?: number }; config?: { url?: string; method?: string } };
  if (!candidate.config) return {};
  return { status: candidate.response?.status, url: candidate.config.url, method: candidate.config.method };
}
