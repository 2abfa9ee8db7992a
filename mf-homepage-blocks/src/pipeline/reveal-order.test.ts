import { OVERLAY, reserve } from './lazy-block';
import { frontierOf, loadLimitFrom, nextRevealStep, reservedBelowFrontier, revealedUpTo, type SlotProgress } from './reveal-order';

const block = (settled: boolean, height = 100): SlotProgress => ({ placement: reserve(height, height * 2, height * 3), settled });
const overlay = (settled: boolean): SlotProgress => ({ placement: OVERLAY, settled });

describe('frontierOf', () => {
  it('is the first block in the flow that has not settled', () => {
    expect(frontierOf([block(true), block(false), block(true)])).toBe(1);
    expect(frontierOf([block(false), block(true)])).toBe(0);
  });

  it('passes over overlays, settled or not', () => {
    expect(frontierOf([overlay(false), block(true), overlay(false), block(false)])).toBe(3);
  });

  it('is past the end when every block has settled', () => {
    expect(frontierOf([block(true), overlay(false)])).toBe(2);
    expect(frontierOf([])).toBe(0);
  });
});

describe('loadLimitFrom', () => {
  const slots = [block(true, 100), block(false, 300), block(false, 300), block(false, 300), block(false, 300)];

  it('reaches as far below the frontier as the reserved heights fit into the look-ahead, including the block that crosses it', () => {
    expect(loadLimitFrom(1, slots, 'mobile', 600)).toBe(2);
    expect(loadLimitFrom(1, slots, 'mobile', 601)).toBe(3);
  });

  it('uses the heights of the device', () => {
    // tablet reserves 600 per block: the frontier already fills the look-ahead
    expect(loadLimitFrom(1, slots, 'tablet', 600)).toBe(1);
    expect(loadLimitFrom(1, slots, 'desktop', 5000)).toBe(4);
  });

  it('always includes the frontier, and counts overlays as taking no height', () => {
    expect(loadLimitFrom(4, slots, 'mobile', 0)).toBe(4);
    expect(loadLimitFrom(0, [overlay(false), overlay(false), block(false, 100)], 'mobile', 50)).toBe(2);
  });
});

describe('reservedBelowFrontier', () => {
  it('sums the reserved heights of the blocks below the frontier, per device, and counts them', () => {
    const slots = [block(true, 100), block(false, 50), block(false, 200), block(true, 300)];
    expect(reservedBelowFrontier(1, slots)).toEqual({ reserve: { mobile: 500, tablet: 1000, desktop: 1500 }, blocks: 2 });
  });

  it('leaves out the frontier itself (its placeholder holds its place), overlays and blocks known to render nothing', () => {
    const empty: SlotProgress = { ...block(true, 1000), empty: true };
    expect(reservedBelowFrontier(0, [block(false, 70), overlay(false), empty, block(false, 10)])).toEqual({
      reserve: { mobile: 10, tablet: 20, desktop: 30 },
      blocks: 1,
    });
  });

  it('is nothing once every block has settled', () => {
    const slots = [block(true), block(true)];
    expect(reservedBelowFrontier(frontierOf(slots), slots)).toEqual({ reserve: { mobile: 0, tablet: 0, desktop: 0 }, blocks: 0 });
  });
});

describe('nextRevealStep', () => {
  const empty: SlotProgress = { ...block(true), empty: true };

  it('is the next block below that takes a place, up to the frontier', () => {
    expect(nextRevealStep(0, 4, [block(true), block(true), block(true), block(true), block(false)])).toBe(1);
    expect(nextRevealStep(3, 4, [block(true), block(true), block(true), block(true), block(false)])).toBe(4);
  });

  it('passes overlays and blocks that render nothing', () => {
    expect(nextRevealStep(0, 4, [block(true), overlay(true), empty, block(true), block(false)])).toBe(3);
    expect(nextRevealStep(0, 3, [block(true), overlay(true), empty, block(false)])).toBe(3);
  });
});

describe('revealedUpTo', () => {
  const settledBelowSlowOne = [block(true), block(true), block(true), block(false)];

  it('stays where it is while blocks that take a place lie between it and the frontier', () => {
    expect(revealedUpTo(0, 3, settledBelowSlowOne)).toBe(0);
    expect(revealedUpTo(1, 3, settledBelowSlowOne)).toBe(1);
  });

  it('is the frontier when only the frontier is left to show, or nothing that takes a place lies before it', () => {
    expect(revealedUpTo(2, 3, settledBelowSlowOne)).toBe(3);
    expect(revealedUpTo(0, 3, [block(true), overlay(true), { ...block(true), empty: true }, block(false)])).toBe(3);
  });

  it('never passes the frontier: one that moved back is followed at once', () => {
    expect(revealedUpTo(5, 2, settledBelowSlowOne)).toBe(2);
  });
});
