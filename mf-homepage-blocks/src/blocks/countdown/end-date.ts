/**
 * RFC 3339 date-time (the contract's `format: date-time`): a calendar date, a time and a time zone, Z or an offset.
 * Without a zone the moment would be each shopper's own clock's, so such a date is refused, as is anything else
 * Date.parse would guess at ("12/24/2099", "hello 2025") or move to another day ("2099-02-30").
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/i;

const MINUTE_MS = 60_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The moment an RFC 3339 date-time names, in ms since the epoch; undefined for any other text. */
export function rfc3339Instant(value: string): number | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const [, , , , , , , fraction = '', utc, sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const validDate = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  // Second 60 is a leap second (RFC 3339 section 5.7); it counts as the next minute's start.
  const validTime = hour <= 23 && minute <= 59 && second <= 60;
  const validOffset = utc !== undefined || (Number(offsetHours) <= 23 && Number(offsetMinutes) <= 59);
  if (!validDate || !validTime || !validOffset) return undefined;
  const instant = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
  const offset = utc === undefined ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) : 0;
  return instant.getTime() - offset * MINUTE_MS;
}
