import { deviceOf } from './breakpoints';

describe('deviceOf', () => {
  it.each([
    [0, 'mobile'],
    [543, 'mobile'],
    [544, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1920, 'desktop'],
  ])('takes a viewport %i px wide for %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });
});
