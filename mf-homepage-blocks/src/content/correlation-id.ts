let pageCorrelationId: string | undefined;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: a random hex id is enough to correlate the content calls of one page load.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One id per page load, sent as `x-correlation-id` with every content call of that page. */
export function getPageCorrelationId(): string {
  pageCorrelationId ??= randomId();
  return pageCorrelationId;
}
