import { MAGAZINE_TEXTS } from './magazine-texts';

const minutesFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** "5 Min. Lesezeit"; nothing for a missing, zero or negative reading time. Parts of a minute round, to at least 1. */
export function readingTimeText(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  return MAGAZINE_TEXTS.readingTime(minutesFormat.format(Math.max(1, Math.round(minutes))));
}
