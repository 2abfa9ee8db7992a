import { useEffect, useState } from 'react';
import { afterNextPaint } from '@storefront/ui/after-next-paint';

/**
 * Whether a block may be the browser's scroll anchor: not while it lays itself out behind its placeholder
 * (content-page.css), and not yet in the frame it appears in, only from the paint after.
 *
 * Chromium lets go of its scroll anchor when any element's `overflow-anchor` changes, and does not compensate that
 * frame's layout change. A block passed by after the reveal time-out appears, taller or shorter than its reserved
 * place, while the blocks below it are in view (a tablet's recommendation slider: 647 px in a place of 601); had it
 * become an anchor in that frame, the block below would have moved by the difference on screen (measured: 46 px, a
 * layout shift of 0.026 at 768x1024). A paint later nothing moves, so the anchor it drops then costs nothing.
 */
export function useScrollAnchorAfterReveal(layingOut: boolean): boolean {
  const [anchorable, setAnchorable] = useState(!layingOut);
  if (layingOut && anchorable) setAnchorable(false);
  const revealed = !layingOut && !anchorable;
  useEffect(() => (revealed ? afterNextPaint(() => setAnchorable(true)) : undefined), [revealed]);
  return anchorable && !layingOut;
}
