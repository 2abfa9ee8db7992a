/**
 * Pages on this machine: a squad's development server or standalone page, a storefront on shifted ports. Written as
 * Content-Security-Policy sources are (a `*` port matches any port), so one list serves a policy and an allow list.
 */
export const LOOPBACK_ORIGIN_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** True when `origin` is one of `allowed`, or matches an entry whose port is `*` (`http://localhost:*`). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    if (!entry.endsWith(':*')) return entry === origin;
    const prefix = entry.slice(0, -1);
    return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length));
  });
}
