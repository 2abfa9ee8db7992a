import { reportError } from '../errors/error-reporter';
import type { LogContext } from '../errors/logger';
import { apiCallInReport } from './api-call-in-report';

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
  const candidate = error as { response?: { status?: unknown }; config?: { url?: unknown; method?: unknown } };
  if (!candidate.config) return {};
  const { url, method } = candidate.config;
  return { status: candidate.response?.status, url: typeof url === 'string' ? apiCallInReport(url) : undefined, method };
}
