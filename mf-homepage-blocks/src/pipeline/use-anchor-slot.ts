import { useEffect, useMemo, type Dispatch } from 'react';
import { LOAD_LIMIT_RAISED, type PageLoadAction, type PageSlot } from './content-page-state';
import { anchorIdOfModel } from './page-anchor';

/**
 * Index of the slot whose model names the anchor of the location hash (page-anchor.ts), once its model is there. The
 * code of every block down to it is loaded at once, so it and everything above it can appear.
 */
export function useAnchorSlot(anchor: string | undefined, slots: readonly PageSlot[], dispatch: Dispatch<PageLoadAction>): number | undefined {
  const anchorSlot = useMemo(() => {
    if (anchor === undefined) return undefined;
    const index = slots.findIndex((slot) => slot.model.status === 'loaded' && anchorIdOfModel(slot.model.model) === anchor);
    return index === -1 ? undefined : index;
  }, [anchor, slots]);
  useEffect(() => {
    if (anchorSlot !== undefined) dispatch({ type: LOAD_LIMIT_RAISED, limit: anchorSlot });
  }, [anchorSlot, dispatch]);
  return anchorSlot;
}
