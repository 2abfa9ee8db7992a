import { useLayoutEffect, useState } from 'react';
import { remainingTime, type RemainingTime } from './remaining-time';

/** Spec section 9: recalculated every 1000 ms from the current time, so a delayed tick never drifts. */
export const COUNTDOWN_REFRESH_MS = 1000;

/**
 * The time left until `endMs`, read from the clock only in effects: undefined on the server and in the first
 * client render, so a banner in the server's first view hydrates to the same markup (the clock has moved on since).
 */
export function useCountdown(endMs: number): RemainingTime | undefined {
  const [remaining, setRemaining] = useState<RemainingTime>();
  // Before the browser paints: a banner rendered in the browser never shows its placeholders.
  useLayoutEffect(() => {
    /** Shows the time left; false once the end has passed. */
    const tick = () => {
      const now = Date.now();
      setRemaining(remainingTime(endMs, now));
      return now < endMs;
    };
    if (!tick()) return undefined;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [endMs]);
  return remaining;
}
