import { startTransition, useEffect, type Dispatch, type RefObject } from 'react';
import { eachInOwnTask, LoadTimeoutError, reportError } from '@storefront/platform';
import { FRAGMENT } from '../fragment';
import { CODE_ARRIVED, CODE_REQUESTED, EVERY_BLOCK, LOAD_LIMIT_RAISED, type CodeState, type LayoutSlot, type PageLoadAction } from './content-page-state';
import type { BlockPlacement, LazyBlock } from './lazy-block';

/**
 * Requests the code of every overlay (those shown only on a scrolled page once it is) and of every block up to the
 * load limit, once per content type.
 */
export function useContentTypeCode(
  layout: readonly LayoutSlot[],
  codes: ReadonlyMap<string, CodeState>,
  isDue: (placement: BlockPlacement, index: number) => boolean,
  mounted: RefObject<boolean>,
  dispatch: Dispatch<PageLoadAction>,
): void {
  useEffect(() => {
    const wanted = layout.filter((slot, index) => isDue(slot.lazy.placement, index) && !codes.has(slot.reference.contentType));
    const byType = new Map(wanted.map((slot) => [slot.reference.contentType, slot.lazy]));
    if (byType.size === 0) return;
    dispatch({ type: CODE_REQUESTED, contentTypes: [...byType.keys()] });
    // Each chunk request adds script and style elements to the document: one task per content type, like the models.
    const requestCode = ([contentType, lazy]: [string, LazyBlock]) => {
      lazy.load().then(
        (block) => mounted.current && startTransition(() => dispatch({ type: CODE_ARRIVED, contentType, code: { status: 'loaded', block } })),
        (error: unknown) => {
          reportError(error, { fragment: FRAGMENT, block: contentType, consequence: 'blocks of this content type render nothing' });
          if (!mounted.current) return;
          dispatch({ type: CODE_ARRIVED, contentType, code: { status: 'failed' } });
          // The fragment's server is slow: asked batch by batch as the failed blocks make room, the rest of the page
          // would keep loading for one time-out per batch. Asked all at once, each block arrives or fails within one.
          if (error instanceof LoadTimeoutError) dispatch({ type: LOAD_LIMIT_RAISED, limit: EVERY_BLOCK });
        },
      );
    };
    void eachInOwnTask(byType, requestCode, () => mounted.current);
  }, [layout, codes, isDue, mounted, dispatch]);
}
