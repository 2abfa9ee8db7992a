import type { Device, PerDevice } from '@storefront/ui';
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
  /** Known to render nothing (its model or code failed, or it settled empty): it will take no place. */
  empty?: boolean;
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

/** The place the blocks below the frontier will take: the sum of their reserved heights, and how many they are. */
export interface ReservedSpace {
  reserve: PerDevice<number>;
  /** Blocks in the sum: each adds the gap between blocks when it appears. */
  blocks: number;
}

/**
 * The space the page keeps below its visible blocks for the blocks still to appear (every block in the flow below the
 * frontier that is not known to render nothing). With it, the page is as long from the start as it will be, so a block
 * that appears takes space already there and nothing below the frontier (the footer) moves, however fast the shopper
 * scrolls.
 */
export function reservedBelowFrontier(frontier: number, slots: readonly SlotProgress[]): ReservedSpace {
  const reserve = { mobile: 0, tablet: 0, desktop: 0 };
  let blocks = 0;
  for (const slot of slots.slice(frontier + 1)) {
    if (slot.placement.overlay || slot.empty) continue;
    reserve.mobile += slot.placement.reserve.mobile;
    reserve.tablet += slot.placement.reserve.tablet;
    reserve.desktop += slot.placement.reserve.desktop;
    blocks += 1;
  }
  return { reserve, blocks };
}

/**
 * The next block to show after `shown` on the way to the frontier: the next one that takes a place in the flow (an
 * overlay or a block known to render nothing is passed, it has nothing to lay out), or the frontier itself.
 */
export function nextRevealStep(shown: number, frontier: number, slots: readonly SlotProgress[]): number {
  for (let index = shown + 1; index < frontier; index += 1) {
    const slot = slots[index] as SlotProgress;
    if (!slot.placement.overlay && !slot.empty) return index;
  }
  return frontier;
}

/**
 * How far the blocks are shown, from `shown` so far: never past the frontier; at the frontier when only the
 * frontier is left to show (it has not settled: it shows its place, nothing to lay out).
 */
export function revealedUpTo(shown: number, frontier: number, slots: readonly SlotProgress[]): number {
  const from = Math.min(shown, frontier);
  return nextRevealStep(from, frontier, slots) === frontier ? frontier : from;
}
