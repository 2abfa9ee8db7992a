import { startTransition, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { fetchPageLayout } from '../content/page-layout';
import { LAYOUT_ANSWERED, LAYOUT_ASKED, layoutSlotsOf, type InitialState, type PageLoadAction } from './content-page-state';

export interface PageLayoutRequest {
  /** The page id whose layout the state holds: until a new page's layout is there, the old one is not requested for it. */
  layoutPageId: RefObject<string | undefined>;
  /** The models asked for on this page (by block id); a new page id starts over and answers for the old one are dropped. */
  requestedModels: RefObject<Set<string>>;
}

/** Asks for the layout of each page id the page shows, except the one its server's first view already laid out. */
export function usePageLayout(pageId: string, initial: InitialState | undefined, dispatch: Dispatch<PageLoadAction>): PageLayoutRequest {
  // One object for the page's life: its refs are what the models' requests depend on.
  const [request] = useState<PageLayoutRequest>(() => ({
    layoutPageId: { current: initial ? pageId : undefined },
    requestedModels: { current: new Set(initial?.models.keys()) },
  }));
  /** The page id of the first view this page started from: its layout is not asked for again. */
  const startedFrom = useRef<string | undefined>(initial ? pageId : undefined);
  useEffect(() => {
    if (startedFrom.current === pageId) {
      startedFrom.current = undefined;
      return undefined;
    }
    let active = true;
    request.requestedModels.current = new Set();
    dispatch({ type: LAYOUT_ASKED });
    void fetchPageLayout(pageId).then((references) => {
      if (!active) return;
      if (!references) {
        dispatch({ type: LAYOUT_ANSWERED, slots: undefined });
        return;
      }
      const slots = layoutSlotsOf(references);
      request.layoutPageId.current = pageId;
      // Answered in the same commit that lays the blocks out: until then the page does not know its length.
      startTransition(() => dispatch({ type: LAYOUT_ANSWERED, slots }));
    });
    return () => {
      active = false;
    };
  }, [pageId, request, dispatch]);
  return request;
}
