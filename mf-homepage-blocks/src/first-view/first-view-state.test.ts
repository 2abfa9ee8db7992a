import { FIRST_VIEW_DEVICE_WIDTHS } from '@storefront/contracts';
import { deviceOf } from '@storefront/ui';
import { ASSUMED_VIEWPORT_WIDTH } from './first-view-state';

// The blocks of a phone's first view are rendered, and hydrated, as a window of the width it assumes: in any window
// it is shown in, they must lay out as there, or they change when the browser learns the width (a phone held
// sideways at 700 px: the phone's hero, then the tablet's, everything below 315 px higher).
describe("a phone's first view", () => {
  const { min, max } = FIRST_VIEW_DEVICE_WIDTHS.mobile;
  const assumedWidth = ASSUMED_VIEWPORT_WIDTH.mobile ?? Number.NaN;

  it("is rendered for a phone's width, within the widths it is shown at", () => {
    expect(deviceOf(assumedWidth)).toBe('mobile');
    expect(assumedWidth).toBeGreaterThanOrEqual(min);
    expect(assumedWidth).toBeLessThanOrEqual(max);
  });

  it('is shown in every window below the tablet width, where the blocks lay out as for the width it assumed, and in none from it', () => {
    expect(deviceOf(min)).toBe('mobile');
    expect(deviceOf(max)).toBe('mobile');
    // A phone held sideways, a foldable.
    expect(deviceOf(max + 1)).toBe('tablet');
  });
});
