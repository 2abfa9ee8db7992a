const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/;
const FACTORS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `5m`, `30s`, `1.5h`, `500ms` in milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * FACTORS[match[2] as keyof typeof FACTORS];
  return value > 0 ? value : undefined;
}
