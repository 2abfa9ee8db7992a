import type { ContentModel } from '../content/content-client';
import type { BlockReference } from '../content/page-layout';
import type { FirstViewState } from '../first-view/first-view-state';
import type { RegisteredBlock } from './block-definition';
import type { BlockOutcome } from './block-settled';
import { lazyBlockFor } from './block-registry';
import type { BlockPlacement, LazyBlock } from './lazy-block';
import { warnUnregisteredBlock } from './unregistered-block';

/** The load limit once block code has not arrived in time: every block and overlay is asked for at once. */
export const EVERY_BLOCK = Number.MAX_SAFE_INTEGER;

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

export interface LayoutSlot {
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

/** What a content page has asked for and received so far; `useContentPage` derives its slots from it. */
export interface PageLoad {
  layout: LayoutSlot[];
  /** The layout has been answered (or has failed): the page knows its length. */
  layoutAnswered: boolean;
  /** By block id. */
  models: ReadonlyMap<string, ModelState>;
  /** By content type. */
  codes: ReadonlyMap<string, CodeState>;
  /** By slot key. */
  outcomes: ReadonlyMap<string, PageSlot['outcome']>;
  /** Index of the last slot whose code (and model) may be asked for; -1: none yet. */
  loadLimit: number;
  /** Every block asked for so far has settled once: the first screen is complete. Stays true. */
  firstViewShown: boolean;
}

export interface InitialState {
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
export function initialStateOf(firstView: FirstViewState | undefined): InitialState | undefined {
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

/** A page's state before anything is asked for: a first view's (its layout answered), or empty. */
export function pageLoadOf(initial: InitialState | undefined): PageLoad {
  return {
    layout: [],
    layoutAnswered: initial !== undefined,
    models: new Map(),
    codes: new Map(),
    outcomes: new Map(),
    loadLimit: -1,
    firstViewShown: false,
    ...initial,
  };
}

/** Shown its content or come to nothing, for good. */
export function isDone(slot: PageSlot): boolean {
  return slot.outcome === 'shown' || slot.outcome === 'empty' || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

export function isSettled(slot: PageSlot): boolean {
  return slot.outcome !== undefined || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

/** Known to render nothing. */
export function isEmpty(slot: PageSlot): boolean {
  return slot.outcome === 'empty' || slot.model.status === 'failed' || slot.code?.status === 'failed';
}

// The actions' types are numbers: names as strings would each be shipped to the browser twice.
export const LAYOUT_ASKED = 0;
export const LAYOUT_ANSWERED = 1;
export const MODELS_REQUESTED = 2;
export const MODEL_ARRIVED = 3;
export const CODE_REQUESTED = 4;
export const CODE_ARRIVED = 5;
export const BLOCK_SETTLED = 6;
export const BLOCK_WAITED = 7;
export const LOAD_LIMIT_RAISED = 8;
export const FIRST_VIEW_SHOWN = 9;

export type PageLoadAction =
  /** A new page's layout is asked for: the models of the page before are forgotten. */
  | { type: typeof LAYOUT_ASKED }
  /** `slots` undefined: the layout failed, the page shows what it had. */
  | { type: typeof LAYOUT_ANSWERED; slots: LayoutSlot[] | undefined }
  | { type: typeof MODELS_REQUESTED; blockIds: readonly string[] }
  | { type: typeof MODEL_ARRIVED; blockId: string; model: Extract<ModelState, { status: 'loaded' | 'failed' }> }
  | { type: typeof CODE_REQUESTED; contentTypes: readonly string[] }
  | { type: typeof CODE_ARRIVED; contentType: string; code: Extract<CodeState, { status: 'loaded' | 'failed' }> }
  | { type: typeof BLOCK_SETTLED; key: string; outcome: BlockOutcome }
  /** Passed by after the reveal time-out; a block that has settled meanwhile keeps its outcome. */
  | { type: typeof BLOCK_WAITED; key: string }
  /** Never lowers the limit. */
  | { type: typeof LOAD_LIMIT_RAISED; limit: number }
  | { type: typeof FIRST_VIEW_SHOWN };

/** An action that changes nothing returns the same state, so React skips the render. */
export function contentPageReducer(state: PageLoad, action: PageLoadAction): PageLoad {
  switch (action.type) {
    case LAYOUT_ASKED:
      return { ...state, models: new Map(), layoutAnswered: false };
    case LAYOUT_ANSWERED:
      if (action.slots) return { ...state, layoutAnswered: true, layout: action.slots };
      return state.layoutAnswered ? state : { ...state, layoutAnswered: true };
    case MODELS_REQUESTED:
      return { ...state, models: new Map([...state.models, ...action.blockIds.map((id): [string, ModelState] => [id, { status: 'loading' }])]) };
    case MODEL_ARRIVED:
      return { ...state, models: new Map(state.models).set(action.blockId, action.model) };
    case CODE_REQUESTED:
      return { ...state, codes: new Map([...state.codes, ...action.contentTypes.map((type): [string, CodeState] => [type, { status: 'loading' }])]) };
    case CODE_ARRIVED:
      return { ...state, codes: new Map(state.codes).set(action.contentType, action.code) };
    case BLOCK_SETTLED:
      return state.outcomes.get(action.key) === action.outcome ? state : { ...state, outcomes: new Map(state.outcomes).set(action.key, action.outcome) };
    case BLOCK_WAITED:
      return state.outcomes.has(action.key) ? state : { ...state, outcomes: new Map(state.outcomes).set(action.key, 'waited') };
    case LOAD_LIMIT_RAISED:
      return action.limit <= state.loadLimit ? state : { ...state, loadLimit: action.limit };
    case FIRST_VIEW_SHOWN:
      return state.firstViewShown ? state : { ...state, firstViewShown: true };
  }
}
