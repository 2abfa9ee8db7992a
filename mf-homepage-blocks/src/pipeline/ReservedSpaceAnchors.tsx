import { useState } from 'react';
import type { ReservedSpace } from './reveal-order';

/** Less than any window is tall: wherever in the reserved space the window is, one anchor is in it. */
export const RESERVED_SPACE_ANCHOR_STEP_PX = 200;
/** The gap between blocks (content-page.css: 1rem at the browser's default font size). */
const BLOCK_GAP_PX = 16;

/**
 * Scroll anchors over the space kept for the blocks still to appear, every RESERVED_SPACE_ANCHOR_STEP_PX up from the
 * page's end. A window that shows only reserved space (a fling to the end before the blocks arrive) has one to anchor
 * to: as blocks above appear taller or shorter than their reserved heights, the browser keeps that anchor, and with it
 * the page's end and the footer, where it is on screen. The space itself is no anchor (its top moves as blocks appear).
 *
 * Never fewer as the space shrinks: the browser cannot keep an anchor that the same change removed. They cover the
 * tallest device's space; above the space, where the blocks are, those come first in the document and are the anchors.
 */
export function ReservedSpaceAnchors({ reserved: { reserve, blocks } }: { reserved: ReservedSpace }) {
  const tallest = Math.max(reserve.mobile, reserve.tablet, reserve.desktop) + blocks * BLOCK_GAP_PX;
  const count = Math.floor(tallest / RESERVED_SPACE_ANCHOR_STEP_PX);
  const [most, setMost] = useState(count);
  if (count > most) setMost(count);
  return Array.from({ length: Math.max(count, most) }, (_, index) => (
    <div key={index} className="hp-page__end-anchor" aria-hidden="true" style={{ bottom: `${(index + 1) * RESERVED_SPACE_ANCHOR_STEP_PX}px` }} />
  ));
}
