import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { deviceOf } from '@storefront/ui';
import { firstViewOf, provideFirstView } from '../first-view/first-view-state';
import type { BlockOutcome } from './block-settled';
import {
  BLOCK_SETTLED,
  contentPageReducer,
  EVERY_BLOCK,
  FIRST_VIEW_SHOWN,
  initialStateOf,
  isDone,
  isEmpty,
  isSettled,
  LOAD_LIMIT_RAISED,
  pageLoadOf,
  type PageLoadAction,
  type PageSlot,
} from './content-page-state';
import type { BlockPlacement } from './lazy-block';
import { frontierOf, loadLimitFrom, reservedBelowFrontier, type ReservedSpace, type SlotProgress } from './reveal-order';
import { useAnchorSlot } from './use-anchor-slot';
import { useBlockModels } from './use-block-models';
import { useContentTypeCode } from './use-content-type-code';
import { useFirstScreenInteractive } from './use-first-screen-interactive';
import { useMounted } from './use-mounted';
import { usePageLayout } from './use-page-layout';
import { useRevealTimeout } from './use-reveal-timeout';
import { useRevealedOnePerPaint } from './use-revealed-one-per-paint';

export { firstScreenSlots, layoutSlotsOf, type CodeState, type ModelState, type PageSlot } from './content-page-state';
export { REVEAL_TIMEOUT_MS } from './use-reveal-timeout';

export interface ContentPageState {
  /**
   * True until the layout has been answered (or has failed) and every block whose model and code have been asked for
   * has shown its content or come to nothing (blocks far below, not loaded yet, do not count; nor does a block being
   * passed by after the time-out while it still loads: that one does).
   */
  busy: boolean;
  /** True until the layout has been answered (or has failed): the page's length (its blocks' reserved heights) is unknown. */
  lengthPending: boolean;
  slots: PageSlot[];
  /**
   * Slots up to this index are visible: the frontier (the first slot that holds back the ones below it), reached one
   * block per paint when it moves on by several at once (use-revealed-one-per-paint.ts).
   */
  shownUpTo: number;
  /** The space kept below the visible blocks for the blocks still to appear (reveal-order.ts). */
  reserved: ReservedSpace;
  /**
   * Blocks in the page's flow are still to show their content: below the visible ones (not known to render nothing),
   * or in the place they hold (the frontier, one passed by after the time-out); or the layout is not there yet.
   */
  blocksToCome: boolean;
  /** Index of the slot whose model names the anchor asked for (`anchorId`), once its model is there. */
  anchorSlot: number | undefined;
  settle(key: string, outcome: BlockOutcome): void;
  /**
   * The end of the visible blocks is near the viewport, `spacePx` above the end of the look-ahead zone: load the
   * code of the next blocks whose reserved heights fit into that space.
   */
  loadAhead(spacePx: number): void;
}

/**
 * A content page: the layout decides the order; a block's model and its content type's code are loaded when the block
 * comes near the viewport (overlays once the first screen is shown and interactive, or at the first scroll:
 * `scrolled`), one request per task; blocks appear in layout order (reveal-order.ts). Blocks of unregistered content
 * types are not fetched (warning logged). A layout, a model or a content type's code arriving is a transition, and so
 * is the load limit raised by a scroll: React renders the blocks they bring in slices and leaves the main thread to
 * the shopper's input in between (one such render took 170 ms at 4x CPU in one task).
 */
export function useContentPage(pageId: string, anchor?: string, scrolled = false): ContentPageState {
  // Read once: a page id the shopper comes back to later starts over like any other.
  const [initial] = useState(() => initialStateOf(firstViewOf(pageId)));
  // useState rather than useReducer: React skips an update that changes nothing before rendering only for useState,
  // and blocks settle again on every mount (those of a first view with the outcome they already have).
  const [state, setState] = useState(() => pageLoadOf(initial));
  const dispatch = useCallback((action: PageLoadAction) => setState((previous) => contentPageReducer(previous, action)), []);
  const { layout, layoutAnswered, models, codes, outcomes, loadLimit, firstViewShown } = state;
  const mounted = useMounted();

  // Hydrated: a later visit of the page (after a route change) loads it afresh.
  useEffect(() => {
    if (initial) provideFirstView(undefined);
  }, [initial]);
  const layoutRequest = usePageLayout(pageId, initial, dispatch);

  const firstScreenInteractive = useFirstScreenInteractive();
  /**
   * Whether a block's code and model are wanted now: it is near the viewport (load limit), or an overlay once the
   * first screen has been shown and is interactive (a dialog is no reason to hold back what the shopper came to see,
   * nor to add its code, its model and the API client's chunk to a slow phone's start-up) or everything is asked for
   * at once, or, for those shown only on a scrolled page, once it is.
   */
  const isDue = useCallback(
    ({ overlay, afterFirstScroll }: BlockPlacement, index: number) =>
      overlay ? (afterFirstScroll ? scrolled : (firstViewShown && firstScreenInteractive) || loadLimit === EVERY_BLOCK) : index <= loadLimit,
    [scrolled, firstViewShown, firstScreenInteractive, loadLimit],
  );
  useBlockModels(pageId, layout, anchor, scrolled, isDue, layoutRequest, mounted, dispatch);

  const slots = useMemo(
    () =>
      layout.map(({ key, reference, lazy }): PageSlot => ({
        key,
        reference,
        placement: lazy.placement,
        model: models.get(reference.id) ?? { status: 'idle' },
        code: codes.get(reference.contentType),
        outcome: outcomes.get(key),
      })),
    [layout, models, codes, outcomes],
  );
  const progress = useMemo(() => slots.map((slot): SlotProgress => ({ placement: slot.placement, settled: isSettled(slot), empty: isEmpty(slot) })), [slots]);
  const frontier = useMemo(() => frontierOf(progress), [progress]);
  const shownUpTo = useRevealedOnePerPaint(frontier, progress);
  const reserved = useMemo(() => reservedBelowFrontier(shownUpTo, progress), [shownUpTo, progress]);
  useEffect(() => {
    if (!firstViewShown && loadLimit >= 0 && shownUpTo > Math.min(loadLimit, progress.length - 1)) dispatch({ type: FIRST_VIEW_SHOWN });
  }, [firstViewShown, loadLimit, shownUpTo, progress.length, dispatch]);

  const anchorSlot = useAnchorSlot(anchor, slots, dispatch);
  useContentTypeCode(layout, codes, isDue, mounted, dispatch);

  const settle = useCallback((key: string, outcome: BlockOutcome) => dispatch({ type: BLOCK_SETTLED, key, outcome }), [dispatch]);
  useRevealTimeout(slots[frontier], dispatch);

  const loadAhead = useCallback(
    (spacePx: number) => {
      if (progress.length === 0 || spacePx <= 0) return;
      const limit = loadLimitFrom(frontier, progress, deviceOf(window.innerWidth), spacePx);
      // Called on every scroll event, whose updates React renders before a transition, throwing away what it had of
      // the transition's render: the render of arriving blocks would start over again and again while the shopper
      // scrolls, and, pending for 5 s, expire and run whole in one task. So no update when nothing
      // changes, and a raised limit is a transition too, rendered with the arriving blocks.
      if (limit <= loadLimit) return;
      startTransition(() => dispatch({ type: LOAD_LIMIT_RAISED, limit }));
    },
    [progress, frontier, loadLimit, dispatch],
  );

  // A block below whose content type's code came with a block above is not waited for until its model is asked for.
  const busy = !layoutAnswered || shownUpTo < frontier || slots.some((slot) => slot.code !== undefined && slot.model.status !== 'idle' && !isDone(slot));
  const blocksToCome = !layoutAnswered || slots.some((slot, index) => !slot.placement.overlay && (index > shownUpTo ? !isEmpty(slot) : !isDone(slot)));
  return { busy, lengthPending: !layoutAnswered, slots, shownUpTo, reserved, blocksToCome, anchorSlot, settle, loadAhead };
}
