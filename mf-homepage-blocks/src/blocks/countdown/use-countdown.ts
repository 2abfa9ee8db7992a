import { useEffect, useState } from 'react';
import { remainingTime, type RemainingTime } from './remaining-time';

/** Spec section 9: recalculated every 1000 ms from the current time, so a delayed tick never drifts. */
export const COUNTDOWN_REFRESH_MS = 1000;

export function useCountdown(endMs: number): RemainingTime {
  const [remaining, setRemaining] = useState(() => remainingTime(endMs, Date.now()));
  useEffect(() => {
    setRemaining(remainingTime(endMs, Date.now()));
    if (endMs <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setRemaining(remainingTime(endMs, now));
      if (now >= endMs) window.clearInterval(timer);
    }, COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [endMs]);
  return remaining;
}
