import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { MORE_BLOCKS_LOADING } from './content-page-texts';
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

function cameFromAbove(stop: Element, from: EventTarget | null): boolean {
  return !(from instanceof Node) || (from.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

export interface MoreBlocksStopProps {
  /** Blocks are still to appear below the shown ones (or in a place held for them). */
  waiting: boolean;
  /** The page's blocks; the stop comes right after them. */
  blocks: RefObject<HTMLElement | null>;
  /** How far the blocks are shown: where focus goes on is looked for again whenever it changes. */
  shownUpTo: number;
  /** Asks for the next blocks, as the look-ahead does when the end of the shown blocks comes near the viewport. */
  loadMore: () => void;
}

/**
 * A keyboard stop right after the shown blocks, there while blocks are still to come. Blocks below load as the
 * viewport nears them and their places hold nothing focusable, so Tab from the last shown block would go on to the
 * footer, past every block not loaded yet (WCAG 2.1.1, 2.4.3). Reached by Tab, the stop asks for the next blocks and
 * says so ("Weitere Inhalte werden geladen", with visible focus), and once one of them shows something focusable,
 * focus goes on there. Reached backwards (Shift+Tab from the footer) it only asks for them: focus stays on it, after
 * the blocks as they appear. It takes no place (content-page.css), so nothing moves for it, and goes once every block
 * is there and focus has left it (never from under focus), leaving screen readers no extra stop.
 */
export function MoreBlocksStop({ waiting, blocks, shownUpTo, loadMore }: MoreBlocksStopProps) {
  /** While it has focus: whether it came by Tab from above, and from after which block focus goes on. */
  const [focus, setFocus] = useState<{ forward: boolean; after: Element | null }>();

  useEffect(() => {
    if (!focus?.forward) return;
    const container = blocks.current;
    const next = container && (focus.after === null || focus.after.isConnected) ? firstFocusableAfter(container, focus.after) : undefined;
    if (next) next.focus();
    else if (waiting) loadMore();
  }, [focus, blocks, shownUpTo, waiting, loadMore]);

  if (!waiting && !focus) return null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const forward = cameFromAbove(event.currentTarget, event.relatedTarget);
    const container = blocks.current;
    setFocus({ forward, after: container && lastShownBlock(container) });
    if (!forward) loadMore();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Still the focused element when the window loses focus: it comes back to it.
    if (document.activeElement !== event.currentTarget) setFocus(undefined);
  };
  return (
    <div className="hp-page__more" role="progressbar" aria-label={MORE_BLOCKS_LOADING} tabIndex={0} onFocus={onFocus} onBlur={onBlur}>
      {MORE_BLOCKS_LOADING}
    </div>
  );
}
