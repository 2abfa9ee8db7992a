import { useEffect, type Dispatch } from 'react';
import { BLOCK_WAITED, type PageLoadAction, type PageSlot } from './content-page-state';

/** How long the blocks below wait for one that is still loading, before they appear anyway. */
export const REVEAL_TIMEOUT_MS = 2000;

/**
 * A block that keeps the ones below it waiting too long is passed by: it stays in its reserved place. `waiting` is
 * the frontier's slot; its time starts once its code has been requested.
 */
export function useRevealTimeout(waiting: PageSlot | undefined, dispatch: Dispatch<PageLoadAction>): void {
  const key = waiting?.key;
  const requested = waiting !== undefined && waiting.code !== undefined;
  useEffect(() => {
    if (key === undefined || !requested) return undefined;
    const timer = setTimeout(() => dispatch({ type: BLOCK_WAITED, key }), REVEAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [key, requested, dispatch]);
}
