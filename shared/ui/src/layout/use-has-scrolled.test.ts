import { act, renderHook } from '@testing-library/react';
import { afterThisTest } from '@storefront/test-support';
import { useHasScrolled } from './use-has-scrolled';

const scrollTo = (offset: number) => Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });

describe('useHasScrolled', () => {
  beforeEach(() => afterThisTest(() => scrollTo(0)));

  it('turns true at the first scroll away from the top and stays true back at the top', () => {
    const { result, unmount } = renderHook(() => useHasScrolled());
    expect(result.current).toBe(false);
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(40);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      scrollTo(0);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    unmount();
  });

  it('counts a page opened scrolled (a reload keeps the position) as scrolled, from the task after the next paint', () => {
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
    scrollTo(800);
    const { result, unmount } = renderHook(() => useHasScrolled());
    act(() => jest.runOnlyPendingTimers()); // the next frame: reading the position here would lay the page out
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers()); // the task after its paint
    expect(result.current).toBe(true);
    unmount();
  });

  it('does not read the position after it has gone', () => {
    jest.useFakeTimers();
    afterThisTest(() => jest.useRealTimers());
    scrollTo(800);
    const { result, unmount } = renderHook(() => useHasScrolled());
    unmount();
    act(() => jest.runAllTimers());
    expect(result.current).toBe(false);
  });
});
