import { startTransition, useEffect, type Dispatch, type RefObject } from 'react';
import { eachInOwnTask } from '@storefront/platform';
import { fetchBlockModel } from '../content/page-layout';
import { MODEL_ARRIVED, MODELS_REQUESTED, type LayoutSlot, type ModelState, type PageLoadAction } from './content-page-state';
import type { BlockPlacement } from './lazy-block';
import type { PageLayoutRequest } from './use-page-layout';

/**
 * Requests the models of the layout's blocks, each once per page. Before the first scroll a block's model is
 * requested with its code, when the block comes near the viewport: a phone's first view waits for the few requests it
 * shows, not for thirty (each also needs a CORS preflight of its own). From the first scroll on every model is
 * requested, so a block reached by a fast scroll waits for its code only, not for a model round trip after it (and is
 * not passed by for it). The anchor of the location hash is found by its model, so with one pending every model is
 * requested at once too.
 */
export function useBlockModels(
  pageId: string,
  layout: readonly LayoutSlot[],
  anchor: string | undefined,
  scrolled: boolean,
  isDue: (placement: BlockPlacement, index: number) => boolean,
  request: PageLayoutRequest,
  mounted: RefObject<boolean>,
  dispatch: Dispatch<PageLoadAction>,
): void {
  useEffect(() => {
    const requested = request.requestedModels.current;
    if (request.layoutPageId.current !== pageId) return;
    const everyModel = anchor !== undefined || scrolled;
    const wanted = layout.filter((slot, index) => (everyModel || isDue(slot.lazy.placement, index)) && !requested.has(slot.reference.id));
    const blocks = [...new Map(wanted.map((slot) => [slot.reference.id, slot.reference])).values()];
    if (blocks.length === 0) return;
    blocks.forEach((reference) => requested.add(reference.id));
    dispatch({ type: MODELS_REQUESTED, blockIds: blocks.map((reference) => reference.id) });
    const current = () => mounted.current && request.requestedModels.current === requested;
    const setModel = (blockId: string, model: Extract<ModelState, { status: 'loaded' | 'failed' }>) => {
      if (current()) startTransition(() => dispatch({ type: MODEL_ARRIVED, blockId, model }));
    };
    // Each request costs a phone a few milliseconds of script; a page of thirty blocks asked for in one task blocked
    // it for half a second. One task per request, in layout order, so the first blocks are asked for first.
    void eachInOwnTask(
      blocks,
      (reference) => void fetchBlockModel(reference).then((model) => setModel(reference.id, model ? { status: 'loaded', model } : { status: 'failed' })),
      current,
    );
  }, [pageId, layout, anchor, scrolled, isDue, request, mounted, dispatch]);
}
