import { fetchWithTimeout } from '../api/fetch-with-timeout';
import { isPlatformConfigured, getStorefrontConfig } from '../config/storefront-config';
import { logError, type LogContext } from './logger';

export interface ErrorReport {
  message: string;
  stack?: string;
  context: LogContext;
  page: string;
  reportedAt: string;
}

type ReportListener = (report: ErrorReport) => void;
const listeners = new Set<ReportListener>();

function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' ? error : JSON.stringify(error));
}

function send(url: string, report: ErrorReport): void {
  try {
    void fetchWithTimeout(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

/**
 * The page as a report names it: its address without query and fragment, which may carry a shopper's data (a
 * newsletter link's e-mail address, a click id). The report's context names what the page was doing.
 */
function reportedPage(location: Location): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * Logs an error with its context and sends it to the error-reporting service.
 * The context should name where it happened (fragment, block, operation) so someone can act on it.
 */
export function reportError(error: unknown, context: LogContext = {}): ErrorReport {
  const cause = toError(error);
  const report: ErrorReport = {
    message: cause.message,
    stack: cause.stack,
    context,
    page: typeof window === 'undefined' ? '' : reportedPage(window.location),
    reportedAt: new Date().toISOString(),
  };
  logError(cause.message, { ...context, error: cause });
  const url = isPlatformConfigured() ? getStorefrontConfig().errorReportingUrl : undefined;
  if (url && typeof fetch === 'function') send(url, report);
  listeners.forEach((listener) => listener(report));
  return report;
}

export function onErrorReported(listener: ReportListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
