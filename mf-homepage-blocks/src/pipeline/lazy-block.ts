import { DEFAULT_LOAD_TIMEOUT_MS } from '@storefront/contracts';
import { withTimeout } from '@storefront/platform';
import type { PerDevice } from '@storefront/ui';
import type { RegisteredBlock } from './block-definition';

/** Square placeholders shown in a block's place while it loads (TilePlaceholders). */
export interface PlaceholderTiles {
  count: number;
  sizePx: number;
  gapPx: number;
}

/** Where a block sits on the page, known before its code is loaded. */
export interface BlockPlacement {
  /** Height in px the block's place keeps per device while its code or data loads, so nothing below it moves. */
  reserve: PerDevice<number>;
  /** What that place shows meanwhile: these tiles (within the reserved height), else one grey area. */
  tiles?: PlaceholderTiles;
  /**
   * Out of the page's flow (a dialog, a fixed button): loaded once the blocks of the first screen have settled, never
   * holds back the blocks below it.
   */
  overlay: boolean;
  /** An overlay that can only show once the page is scrolled (the go-to-top button): loaded at the first scroll. */
  afterFirstScroll?: boolean;
}

/** A registry entry: the block's code in its own chunk, loaded on first use, and its placement. */
export interface LazyBlock {
  placement: BlockPlacement;
  load(): Promise<RegisteredBlock>;
  /** The code once a load has finished, for a render that must not wait (hydrating a server's first view). */
  loaded(): RegisteredBlock | undefined;
}

export function reserve(mobile: number, tablet: number, desktop: number, tiles?: PlaceholderTiles): BlockPlacement {
  return { reserve: { mobile, tablet, desktop }, overlay: false, ...(tiles ? { tiles } : {}) };
}

export const OVERLAY: BlockPlacement = { reserve: { mobile: 0, tablet: 0, desktop: 0 }, overlay: true };
export const OVERLAY_AFTER_SCROLL: BlockPlacement = { ...OVERLAY, afterFirstScroll: true };

/**
 * One registry line: `lazyBlock(() => import('../blocks/x/x.block'), reserve(...))`. The chunk is requested once;
 * a failed request (a network error, or no code within the fragment load time-out) is forgotten, so the block can be
 * tried again on another page view.
 */
export function lazyBlock(importBlock: () => Promise<{ default: RegisteredBlock }>, placement: BlockPlacement): LazyBlock {
  let loading: Promise<RegisteredBlock> | undefined;
  let block: RegisteredBlock | undefined;
  return {
    placement,
    loaded: () => block,
    load() {
      // webpack gives a script chunk 120 s and the chunk's stylesheet no time-out at all: the page must not wait that long.
      loading ??= withTimeout(importBlock(), DEFAULT_LOAD_TIMEOUT_MS, 'Block code').then(
        (module) => {
          block = module.default;
          return block;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
