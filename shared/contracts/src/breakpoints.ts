/**
 * The shop's device breakpoints (spec section 9): mobile up to 543 px, tablet 544 to 1199 px, desktop from 1200 px.
 * CSS media queries use the same numbers: `(min-width: 544px)` and `(min-width: 1200px)`. Here, not in @storefront/ui
 * (which re-exports them), because the servers' first views are bounded by them too.
 */
export const TABLET_MIN_WIDTH = 544;
export const DESKTOP_MIN_WIDTH = 1200;
