import { LOOK_AHEAD_MARGIN_PX } from './use-content-page';

/**
 * How far below the viewport the page loads block code: nothing beyond the first screen until the shopper scrolls,
 * so a phone's first view downloads only what it shows (and no fragment that only a block further down needs);
 * from the first scroll on LOOK_AHEAD_MARGIN_PX, so blocks are there before the shopper reaches them. A page opened
 * scrolled (a reload keeps the position) counts as scrolled.
 */
export function lookAheadMargin(scrolled: boolean): number {
  return scrolled ? LOOK_AHEAD_MARGIN_PX : 0;
}
