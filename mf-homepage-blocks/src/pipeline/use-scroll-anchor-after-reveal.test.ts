import { act, renderHook } from '@testing-library/react';
import { afterThisTest } from '@storefront/test-support';
import { useScrollAnchorAfterReveal } from './use-scroll-anchor-after-reveal';

// jest's fake timers stand for the browser's frames (afterNextPaint): the first run is the next frame, the second
// the task after its paint.
describe('useScrollAnchorAfterReveal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
  });

  it('is a scroll anchor at once when it never lays itself out behind its place', () => {
    const { result } = renderHook(() => useScrollAnchorAfterReveal(false));
    expect(result.current).toBe(true);
  });

  it('is no scroll anchor while laying out, nor in the frame it appears in, and is one after that paint', () => {
    const { result, rerender } = renderHook(({ layingOut }) => useScrollAnchorAfterReveal(layingOut), { initialProps: { layingOut: true } });
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(false);

    rerender({ layingOut: false });
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('is no scroll anchor again as soon as it lays itself out again', () => {
    const { result, rerender } = renderHook(({ layingOut }) => useScrollAnchorAfterReveal(layingOut), { initialProps: { layingOut: false } });
    rerender({ layingOut: true });
    expect(result.current).toBe(false);
    rerender({ layingOut: false });
    expect(result.current).toBe(false);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(true);
  });
});
