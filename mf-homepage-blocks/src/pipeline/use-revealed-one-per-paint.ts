import { useEffect, useState } from 'react';
import { afterNextPaint } from '@storefront/ui/after-next-paint';
import { nextRevealStep, revealedUpTo, type SlotProgress } from './reveal-order';

/**
 * How far down the page's blocks are shown: up to the frontier, one settled block more per paint when the frontier
 * moves on by several at once. A block that held the page back (a slider waiting for its products) can settle when
 * every block below it has mounted hidden and settled; showing them all in one frame laid out a thousand objects in
 * one 300 ms task on a low-end phone scrolling the homepage. One a paint, each is laid out in a frame of its own.
 * Starts at the frontier (a first view is hydrated as it was rendered) and follows it back at once.
 */
export function useRevealedOnePerPaint(frontier: number, slots: readonly SlotProgress[]): number {
  const [reached, setReached] = useState(frontier);
  const shown = revealedUpTo(reached, frontier, slots);
  // Kept with what is shown, so a later jump of the frontier steps on from here (React renders again at once).
  if (shown !== reached) setReached(shown);
  const next = nextRevealStep(shown, frontier, slots);
  useEffect(() => (next > shown ? afterNextPaint(() => setReached(next)) : undefined), [shown, next]);
  return shown;
}
