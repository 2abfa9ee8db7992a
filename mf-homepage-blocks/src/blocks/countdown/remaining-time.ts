export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Days, hours, minutes and seconds until `endMs`, a started second counted whole: 0.4 s before the end shows 1 s, so
 * the banner shows all zeros only once the end has passed.
 */
export function remainingTime(endMs: number, nowMs: number): RemainingTime {
  const seconds = Math.ceil(Math.max(0, endMs - nowMs) / SECOND);
  return {
    days: Math.floor(seconds / DAY),
    hours: Math.floor((seconds % DAY) / HOUR),
    minutes: Math.floor((seconds % HOUR) / MINUTE),
    seconds: seconds % MINUTE,
  };
}

/** Countdown units always show at least two digits: 7 -> "07". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
