import { firstFocusableIn } from './first-focusable';

/** The blocks of the page a shopper sees: not hidden (still to appear, or laying out) and in the flow (no overlay). */
const SHOWN_BLOCK = ':scope > [data-block-id]:not([hidden]):not(.hp-block--overlay)';

function lastShownBlock(blocks: Element): Element | null {
  const shown = blocks.querySelectorAll(SHOWN_BLOCK);
  return shown[shown.length - 1] ?? null;
}

/** The first element Tab reaches in the shown blocks that come after `after` (in all of them for null). */
function firstFocusableAfter(blocks: Element, after: Element | null): HTMLElement | undefined {
  for (const block of blocks.querySelectorAll(SHOWN_BLOCK)) {
    if (after && !(after.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const found = firstFocusableIn(block);
    if (found) return found;
  }
  return undefined;
}

/** What the keyboard stop does while it has focus (MoreBlocksStop), told of every change of the shown blocks. */
export interface MoreBlocksFocus {
  blocksChanged(waiting: boolean): void;
}

/**
 * The stop got focus. Reached by Tab from above: once a block after the last one shown now has something focusable,
 * focus goes on there; until then the next blocks are asked for. Reached backwards (Shift+Tab from the footer): the
 * blocks are asked for, and focus stays on the stop, after the blocks as they appear.
 */
export function moreBlocksFocused(stop: Element, from: EventTarget | null, blocks: Element | null, loadMore: () => void): MoreBlocksFocus {
  const forward = !(from instanceof Node) || (from.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const after = blocks && lastShownBlock(blocks);
  if (!forward) loadMore();
  return {
    blocksChanged(waiting) {
      if (!forward) return;
      const next = blocks && (after === null || after.isConnected) ? firstFocusableAfter(blocks, after) : undefined;
      if (next) next.focus();
      else if (waiting) loadMore();
    },
  };
}
