import { OVERLAY, reserve } from './lazy-block';
import { frontierOf, loadLimitFrom, reservedBelowFrontier, type SlotProgress } from './reveal-order';

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
