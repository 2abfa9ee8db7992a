// Deep string rewrites applied to data: image paths become absolute URLs, relative dates become ISO dates.

export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** "/images/…" -> "<origin>/images/…" (every image URL in the data is served by this server). */
export function absolutizeImages<T>(value: T, origin: string): T {
  return mapStrings(value, (s) => (s.startsWith('/images/') ? `${origin}${s}` : s));
}

const RELATIVE_DATE = /^@relative-date:([+-]\d+)d$/;

/** "@relative-date:+21d" -> ISO date 21 days after today's midnight UTC (keeps countdowns in the future). */
export function resolveRelativeDates<T>(value: T, now: Date): T {
  return mapStrings(value, (s) => {
    const match = RELATIVE_DATE.exec(s);
    if (!match) return s;
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return new Date(day + Number(match[1]) * 86_400_000).toISOString();
  });
}
