import type { Device } from '@storefront/ui';
import type { BlockPlacement } from './lazy-block';

/**
 * Blocks appear in layout order: a block is shown only once every block above it has settled (shows its content,
 * renders nothing, or waited too long). So a block that arrives never moves one already shown: the page only
 * grows at its end, below what the shopper sees. Overlays (dialogs, fixed buttons) are out of the flow and never
 * hold the others back.
 */
export interface SlotProgress {
  placement: BlockPlacement;
  settled: boolean;
}

/** The first block in the flow that has not settled: it and everything above it are visible. */
export function frontierOf(slots: readonly SlotProgress[]): number {
  const index = slots.findIndex((slot) => !slot.placement.overlay && !slot.settled);
  return index === -1 ? slots.length : index;
}

/**
 * How far down the layout block code may be loaded when the end of the visible blocks is near the viewport: from
 * the frontier on, as many blocks as their reserved heights fit into `lookAheadPx`, and at least the frontier.
 */
export function loadLimitFrom(frontier: number, slots: readonly SlotProgress[], device: Device, lookAheadPx: number): number {
  let limit = frontier;
  let height = 0;
  for (let index = frontier; index < slots.length; index += 1) {
    limit = index;
    height += (slots[index] as SlotProgress).placement.reserve[device];
    if (height >= lookAheadPx) break;
  }
  return limit;
}
