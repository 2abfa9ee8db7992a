import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { eachInOwnTask, LoadTimeoutError, reportError } from '@storefront/platform';
import { deviceOf } from '@storefront/ui';
import type { ContentModel } from '../content/content-client';
import { fetchBlockModel, fetchPageLayout, type BlockReference } from '../content/page-layout';
import { FRAGMENT } from '../fragment';
import { firstViewOf, provideFirstView, type FirstViewState } from '../first-view/first-view-state';
import type { RegisteredBlock } from './block-definition';
import type { BlockOutcome } from './block-settled';
import { lazyBlockFor } from './block-registry';
import type { BlockPlacement, LazyBlock } from './lazy-block';
import { frontierOf, loadLimitFrom, reservedBelowFrontier, type ReservedSpace, type SlotProgress } from './reveal-order';
import { anchorIdOfModel } from './page-anchor';
import { warnUnregisteredBlock } from './unregistered-block';

/** How long the blocks below wait for one that is still loading, before they appear anyway. */
export const REVEAL_TIMEOUT_MS = 2000;
/** The load limit once block code has not arrived in time: every block and overlay is asked for at once. */
const EVERY_BLOCK = Number.MAX_SAFE_INTEGER;
/** Block code is loaded for the blocks that fit into the viewport plus this much below it. */
export const LOOK_AHEAD_MARGIN_PX = 600;

/** `idle`: not asked for yet (its block is not near the viewport). */
export type ModelState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; model: ContentModel } | { status: 'failed' };
export type CodeState = { status: 'loading' } | { status: 'loaded'; block: RegisteredBlock } | { status: 'failed' };

/** One place of the page's layout. */
export interface PageSlot {
  /** Unique per place, also when the layout names a block twice. */
  key: string;
  reference: BlockReference;
  placement: BlockPlacement;
  model: ModelState;
  /** Undefined until the block's code is requested (when it comes near the viewport). */
  code: CodeState | undefined;
  /** `waited`: still loading, shown anyway after REVEAL_TIMEOUT_MS so the page goes on. */
  outcome: BlockOutcome | 'waited' | undefined;
}

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
  /** Index of the first slot that holds back the ones below it; slots up to it are visible. */
  frontier: number;
  /** The space kept below the visible blocks for the blocks still to appear (reveal-order.ts). */
  reserved: ReservedSpace;
  /** Index of the slot whose model names the anchor asked for (`anchorId`), once its model is there. */
  anchorSlot: number | undefined;
  settle(key: string, outcome: BlockOutcome): void;
  /**
   * The end of the visible blocks is near the viewport, `spacePx` above the end of the look-ahead zone: load the
   * code of the next blocks whose reserved heights fit into that space.
   */
  loadAhead(spacePx: number): void;
}

interface LayoutSlot {
  key: string;
  reference: BlockReference;
  lazy: LazyBlock;
}

/** The page's places for a layout: blocks of unregistered content types are left out (warning logged). */
export function layoutSlotsOf(references: readonly BlockReference[]): LayoutSlot[] {
  return references.flatMap((reference, position) => {
    const lazy = lazyBlockFor(reference.contentType);
    if (lazy) return [{ key: `${position}:${reference.id}`, reference, lazy }];
    warnUnregisteredBlock(reference);
    return [];
  });
}

/** The blocks of a first view: those in the flow up to its load limit (overlays wait for the browser). */
export function firstScreenSlots(slots: readonly LayoutSlot[], loadLimit: number): LayoutSlot[] {
  return slots.slice(0, loadLimit + 1).filter((slot) => !slot.lazy.placement.overlay);
}

interface InitialState {
  layout: LayoutSlot[];
  models: ReadonlyMap<string, ModelState>;
  codes: ReadonlyMap<string, CodeState>;
  outcomes: ReadonlyMap<string, PageSlot['outcome']>;
  loadLimit: number;
}

/**
 * The state a server's first view was rendered from (first-view-state.ts): its layout, models and load limit, the
 * code of its blocks (loaded before hydrating) and, for blocks that settle as they mount with a valid model, the
 * outcome their mount brings anyway, so the blocks below them are shown in the first render as on the server.
 */
function initialStateOf(firstView: FirstViewState | undefined): InitialState | undefined {
  if (!firstView) return undefined;
  const layout = layoutSlotsOf(firstView.layout);
  const models = new Map(Object.entries(firstView.models).map(([id, model]): [string, ModelState] => [id, { status: 'loaded', model }]));
  const codes = new Map<string, CodeState>();
  const outcomes = new Map<string, PageSlot['outcome']>();
  firstScreenSlots(layout, firstView.loadLimit).forEach(({ key, reference, lazy }) => {
    const block = lazy.loaded();
    const model = firstView.models[reference.id];
    if (block) codes.set(reference.contentType, { status: 'loaded', block });
    if (block?.settles === 'mount' && model && block.prepare(model, reference.id).valid) outcomes.set(key, 'shown');
  });
  return { layout, models, codes, outcomes, loadLimit: firstView.loadLimit };
}

/** Shown its content or come to nothing, for good. */
function isDone(slot: PageSlot): boolean {
  return slot.outcome === 'shown' || slot.outcome === 'empty' || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

function isSettled(slot: PageSlot): boolean {
  return slot.outcome !== undefined || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

/** Known to render nothing. */
function isEmpty(slot: PageSlot): boolean {
  return slot.outcome === 'empty' || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

/**
 * A content page: the layout decides the order; a block's model and its content type's code are loaded when the block
 * comes near the viewport (overlays once the first screen is shown, or at the first scroll: `scrolled`), one request
 * per task; blocks appear
 * in layout order (reveal-order.ts). Blocks of unregistered content types are not fetched (warning logged).
 * A layout, a model or a content type's code arriving is a transition: React renders the blocks it brings in slices
 * and leaves the main thread to the shopper's input in between (one such render took 170 ms at 4x CPU in one task).
 */
export function useContentPage(pageId: string, anchor?: string, scrolled = false): ContentPageState {
  // Read once: a page id the shopper comes back to later starts over like any other.
  const [initial] = useState(() => initialStateOf(firstViewOf(pageId)));
  const [layout, setLayout] = useState<LayoutSlot[]>(initial?.layout ?? []);
  const [layoutAnswered, setLayoutAnswered] = useState(initial !== undefined);
  const [models, setModels] = useState<ReadonlyMap<string, ModelState>>(initial?.models ?? new Map());
  const [codes, setCodes] = useState<ReadonlyMap<string, CodeState>>(initial?.codes ?? new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, PageSlot['outcome']>>(initial?.outcomes ?? new Map());
  const [loadLimit, setLoadLimit] = useState(initial?.loadLimit ?? -1);
  /** Every block asked for so far has settled once: the first screen is complete. Stays true. */
  const [firstViewShown, setFirstViewShown] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The models asked for on this page (by block id); a new page id starts over and answers for the old one are dropped.
  const requestedModels = useRef(new Set<string>(initial?.models.keys()));
  /** The page id whose layout `layout` holds: until a new page's layout is there, the old one is not requested for it. */
  const layoutPageId = useRef<string | undefined>(initial ? pageId : undefined);
  /** The page id of the first view this page started from: its layout is not asked for again. */
  const startedFrom = useRef<string | undefined>(initial ? pageId : undefined);
  // Hydrated: a later visit of the page (after a route change) loads it afresh.
  useEffect(() => {
    if (initial) provideFirstView(undefined);
  }, [initial]);

  useEffect(() => {
    if (startedFrom.current === pageId) {
      startedFrom.current = undefined;
      return undefined;
    }
    let active = true;
    requestedModels.current = new Set();
    setModels(new Map());
    setLayoutAnswered(false);
    void fetchPageLayout(pageId).then((references) => {
      if (!active) return;
      if (!references) {
        setLayoutAnswered(true);
        return;
      }
      const slots = layoutSlotsOf(references);
      layoutPageId.current = pageId;
      // Answered in the same commit that lays the blocks out: until then the page does not know its length.
      startTransition(() => {
        setLayoutAnswered(true);
        setLayout(slots);
      });
    });
    return () => {
      active = false;
    };
  }, [pageId]);

  /**
   * Whether a block's code and model are wanted now: it is near the viewport (load limit), or an overlay once the
   * first screen has been shown (a dialog is no reason to hold back what the shopper came to see) or everything is
   * asked for at once, or, for those shown only on a scrolled page, once it is.
   */
  const isDue = useCallback(
    ({ overlay, afterFirstScroll }: BlockPlacement, index: number) =>
      overlay ? (afterFirstScroll ? scrolled : firstViewShown || loadLimit === EVERY_BLOCK) : index <= loadLimit,
    [scrolled, firstViewShown, loadLimit],
  );

  // Before the first scroll a block's model is requested with its code, when the block comes near the viewport: a
  // phone's first view waits for the few requests it shows, not for thirty (each also needs a CORS preflight of its
  // own). From the first scroll on every model is requested, so a block reached by a fast scroll waits for its code
  // only, not for a model round trip after it (and is not passed by for it). The anchor of the location hash is
  // found by its model, so with one pending every model is requested at once too.
  useEffect(() => {
    const requested = requestedModels.current;
    if (layoutPageId.current !== pageId) return;
    const everyModel = anchor !== undefined || scrolled;
    const wanted = layout.filter((slot, index) => (everyModel || isDue(slot.lazy.placement, index)) && !requested.has(slot.reference.id));
    const blocks = [...new Map(wanted.map((slot) => [slot.reference.id, slot.reference])).values()];
    if (blocks.length === 0) return;
    blocks.forEach((reference) => requested.add(reference.id));
    setModels((previous) => {
      const next = new Map(previous);
      blocks.forEach((reference) => next.set(reference.id, { status: 'loading' }));
      return next;
    });
    const current = () => mounted.current && requestedModels.current === requested;
    const setModel = (id: string, state: ModelState) => {
      if (current()) startTransition(() => setModels((previous) => new Map(previous).set(id, state)));
    };
    // Each request costs a phone a few milliseconds of script; a page of thirty blocks asked for in one task blocked
    // it for half a second. One task per request, in layout order, so the first blocks are asked for first.
    void eachInOwnTask(
      blocks,
      (reference) =>
        void fetchBlockModel(reference).then((model) => setModel(reference.id, model ? { status: 'loaded', model } : { status: 'failed' })),
      current,
    );
  }, [pageId, layout, anchor, scrolled, isDue]);

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
  const progress = useMemo(
    () => slots.map((slot): SlotProgress => ({ placement: slot.placement, settled: isSettled(slot), empty: isEmpty(slot) })),
    [slots],
  );
  const frontier = useMemo(() => frontierOf(progress), [progress]);
  const reserved = useMemo(() => reservedBelowFrontier(frontier, progress), [frontier, progress]);
  useEffect(() => {
    if (!firstViewShown && loadLimit >= 0 && frontier > Math.min(loadLimit, progress.length - 1)) setFirstViewShown(true);
  }, [firstViewShown, loadLimit, frontier, progress.length]);

  // The block the location hash names (page-anchor.ts): the code of every block down to it is loaded at once, so it
  // and everything above it can appear.
  const anchorSlot = useMemo(() => {
    if (anchor === undefined) return undefined;
    const index = slots.findIndex((slot) => slot.model.status === 'loaded' && anchorIdOfModel(slot.model.model) === anchor);
    return index === -1 ? undefined : index;
  }, [anchor, slots]);
  useEffect(() => {
    if (anchorSlot !== undefined) setLoadLimit((previous) => Math.max(previous, anchorSlot));
  }, [anchorSlot]);

  // Request the code of every overlay (those shown only on a scrolled page once it is) and of every block up to the
  // load limit, once per content type.
  useEffect(() => {
    const wanted = layout.filter((slot, index) => isDue(slot.lazy.placement, index) && !codes.has(slot.reference.contentType));
    const byType = new Map(wanted.map((slot) => [slot.reference.contentType, slot.lazy]));
    if (byType.size === 0) return;
    setCodes((previous) => {
      const next = new Map(previous);
      byType.forEach((_lazy, contentType) => next.set(contentType, { status: 'loading' }));
      return next;
    });
    // Each chunk request adds script and style elements to the document: one task per content type, like the models.
    const requestCode = ([contentType, lazy]: [string, LazyBlock]) => {
      lazy.load().then(
        (block) => mounted.current && startTransition(() => setCodes((previous) => new Map(previous).set(contentType, { status: 'loaded', block }))),
        (error: unknown) => {
          reportError(error, { fragment: FRAGMENT, block: contentType, consequence: 'blocks of this content type render nothing' });
          if (!mounted.current) return;
          setCodes((previous) => new Map(previous).set(contentType, { status: 'failed' }));
          // The fragment's server is slow: asked batch by batch as the failed blocks make room, the rest of the page
          // would keep loading for one time-out per batch. Asked all at once, each block arrives or fails within one.
          if (error instanceof LoadTimeoutError) setLoadLimit(EVERY_BLOCK);
        },
      );
    };
    void eachInOwnTask(byType, requestCode, () => mounted.current);
  }, [layout, codes, isDue]);

  const settle = useCallback((key: string, outcome: BlockOutcome) => {
    setOutcomes((previous) => (previous.get(key) === outcome ? previous : new Map(previous).set(key, outcome)));
  }, []);

  // A block that keeps the ones below it waiting too long is passed by: it stays in its reserved place.
  const waiting = slots[frontier];
  const waitingRequested = waiting !== undefined && waiting.code !== undefined;
  useEffect(() => {
    if (!waiting || !waitingRequested) return undefined;
    const timer = setTimeout(() => setOutcomes((previous) => (previous.has(waiting.key) ? previous : new Map(previous).set(waiting.key, 'waited'))), REVEAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting?.key, waitingRequested]); // eslint-disable-line react-hooks/exhaustive-deps -- the key stands for the slot

  const loadAhead = useCallback(
    (spacePx: number) => {
      if (progress.length === 0 || spacePx <= 0) return;
      const limit = loadLimitFrom(frontier, progress, deviceOf(window.innerWidth), spacePx);
      // Called on every scroll event: an update that changes nothing would still interrupt the render of arriving
      // blocks (a transition), which then starts over, again and again while the shopper scrolls.
      if (limit <= loadLimit) return;
      setLoadLimit((previous) => Math.max(previous, limit));
    },
    [progress, frontier, loadLimit],
  );

  // A block below whose content type's code came with a block above is not waited for until its model is asked for.
  const busy = !layoutAnswered || slots.some((slot) => slot.code !== undefined && slot.model.status !== 'idle' && !isDone(slot));
  return { busy, lengthPending: !layoutAnswered, slots, frontier, reserved, anchorSlot, settle, loadAhead };
}
