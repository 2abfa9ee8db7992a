export type LogContext = Record<string, unknown>;

/** All storefront logging goes through here so a real log shipper can be attached in one place. */
export function logError(message: string, context: LogContext = {}): void {
  console.error(`[storefront] ${message}`, context);
}

export function logWarning(message: string, context: LogContext = {}): void {
  console.warn(`[storefront] ${message}`, context);
}
