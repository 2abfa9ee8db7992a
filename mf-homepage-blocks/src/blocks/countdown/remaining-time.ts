export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds until `endMs`; all zero once it has passed. */
export function remainingTime(endMs: number, nowMs: number): RemainingTime {
  const left = Math.max(0, endMs - nowMs);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Countdown units always show at least two digits: 7 -> "07". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
