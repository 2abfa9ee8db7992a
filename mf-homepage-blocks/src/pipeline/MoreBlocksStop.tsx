import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { MORE_BLOCKS_LOADING } from './content-page-texts';
import type { MoreBlocksFocus } from './more-blocks-focus';

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
 * focus goes on there (more-blocks-focus.ts, loaded when the stop first gets focus: most shoppers never tab to it).
 * It takes no place (content-page.css), so nothing moves for it, and goes once every block is there and focus has
 * left it (never from under focus), leaving screen readers no extra stop.
 */
export function MoreBlocksStop({ waiting, blocks, shownUpTo, loadMore }: MoreBlocksStopProps) {
  const [hasFocus, setHasFocus] = useState(false);
  const [focused, setFocused] = useState<MoreBlocksFocus>();

  useEffect(() => focused?.blocksChanged(waiting), [focused, shownUpTo, waiting]);

  if (!waiting && !hasFocus) return null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const stop = event.currentTarget;
    const from = event.relatedTarget;
    setHasFocus(true);
    void import(/* webpackChunkName: "more-blocks-focus" */ './more-blocks-focus').then(({ moreBlocksFocused }) => {
      // Focus may have moved on while the code loaded.
      if (document.activeElement === stop) setFocused(moreBlocksFocused(stop, from, blocks.current, loadMore));
    });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Still the focused element when the window loses focus: it comes back to it.
    if (document.activeElement === event.currentTarget) return;
    setHasFocus(false);
    setFocused(undefined);
  };
  return (
    <div className="hp-page__more" role="progressbar" aria-label={MORE_BLOCKS_LOADING} tabIndex={0} onFocus={onFocus} onBlur={onBlur}>
      {MORE_BLOCKS_LOADING}
    </div>
  );
}
