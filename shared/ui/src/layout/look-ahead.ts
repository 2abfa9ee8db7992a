/** How far beyond the viewport content is rendered (and its code loaded) once the shopper has scrolled. */
export const LOOK_AHEAD_MARGIN_PX = 600;

/**
 * How far below the viewport a page renders what is still to come: nothing beyond the first screen until the shopper
 * scrolls, so a phone's start-up does only what it shows (no block code, no slider's cards further down); from the
 * first scroll on LOOK_AHEAD_MARGIN_PX, so content is there before the shopper reaches it. A page opened scrolled (a
 * reload keeps the position) counts as scrolled (useHasScrolled).
 */
export function lookAheadMargin(scrolled: boolean): number {
  return scrolled ? LOOK_AHEAD_MARGIN_PX : 0;
}
