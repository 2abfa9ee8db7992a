import { act, renderHook } from '@testing-library/react';
import { afterThisTest, FakeIntersectionObserver, installFakeIntersectionObserver } from '@storefront/test-support';
import { useHasBeenNearViewport, useNearViewport } from './use-near-viewport';

type Props = { element: Element | null; marginPx: number };

const renderNear = (initialProps: Props) => renderHook(({ element, marginPx }: Props) => useNearViewport(element, marginPx), { initialProps });

describe('useNearViewport', () => {
  /** The options each observer was made with (the fake keeps only its thresholds). */
  function installObserver(): IntersectionObserverInit[] {
    afterThisTest(installFakeIntersectionObserver());
    const options: IntersectionObserverInit[] = [];
    window.IntersectionObserver = class extends FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit = {}) {
        super(callback, init);
        options.push(init);
      }
    };
    return options;
  }

  it('is near only once the observer says the element intersects its viewport widened by the margin, and no longer when it leaves', () => {
    const options = installObserver();
    const element = document.createElement('div');
    const { result, unmount } = renderNear({ element, marginPx: 600 });
    expect(result.current).toBe(false);
    expect(options).toEqual([{ rootMargin: '600px 0px 600px 0px' }]);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0));
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0.01));
    expect(result.current).toBe(true);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0));
    expect(result.current).toBe(false);
    unmount();
    expect(FakeIntersectionObserver.observersOf(element)).toEqual([]);
  });

  it('starts a new element from "not near" and never takes the answer for the old element as its own', () => {
    installObserver();
    const before = document.createElement('div');
    const after = document.createElement('div');
    const { result, rerender, unmount } = renderNear({ element: before, marginPx: 0 });
    act(() => FakeIntersectionObserver.setVisibleRatio(before, 1));
    expect(result.current).toBe(true);
    rerender({ element: after, marginPx: 0 });
    expect(result.current).toBe(false);
    expect(FakeIntersectionObserver.observersOf(before)).toEqual([]);
    act(() => FakeIntersectionObserver.setVisibleRatio(before, 1));
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.setVisibleRatio(after, 1));
    expect(result.current).toBe(true);
    unmount();
  });

  it('starts a new margin from "not near" until the observer with that margin has looked', () => {
    const options = installObserver();
    const element = document.createElement('div');
    const { result, rerender, unmount } = renderNear({ element, marginPx: 0 });
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 1));
    rerender({ element, marginPx: 600 });
    expect(result.current).toBe(false);
    expect(options.map((init) => init.rootMargin)).toEqual(['0px 0px 0px 0px', '600px 0px 600px 0px']);
    expect(FakeIntersectionObserver.observersOf(element)).toHaveLength(1);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 1));
    expect(result.current).toBe(true);
    unmount();
  });

  it('is not near without an element, and watches nothing', () => {
    installObserver();
    const { result, unmount } = renderNear({ element: null, marginPx: 600 });
    expect(result.current).toBe(false);
    expect(FakeIntersectionObserver.instances.size).toBe(0);
    unmount();
  });

  it('counts everything as near where there is no IntersectionObserver (jsdom, old browsers)', () => {
    expect(typeof window.IntersectionObserver).toBe('undefined');
    const { result, rerender, unmount } = renderNear({ element: null, marginPx: 0 });
    expect(result.current).toBe(false);
    rerender({ element: document.createElement('div'), marginPx: 0 });
    expect(result.current).toBe(true);
    unmount();
  });
});

describe('useHasBeenNearViewport', () => {
  const renderReached = (initialProps: Props) => renderHook(({ element, marginPx }: Props) => useHasBeenNearViewport(element, marginPx), { initialProps });

  it('turns true when the element first comes near and stays true when it leaves again', () => {
    afterThisTest(installFakeIntersectionObserver());
    const element = document.createElement('div');
    const { result, unmount } = renderReached({ element, marginPx: 600 });
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0));
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0.5));
    expect(result.current).toBe(true);
    act(() => FakeIntersectionObserver.setVisibleRatio(element, 0));
    expect(result.current).toBe(true);
    unmount();
  });

  it('starts a new element from "not reached"', () => {
    afterThisTest(installFakeIntersectionObserver());
    const before = document.createElement('div');
    const after = document.createElement('div');
    const { result, rerender, unmount } = renderReached({ element: before, marginPx: 0 });
    act(() => FakeIntersectionObserver.setVisibleRatio(before, 1));
    act(() => FakeIntersectionObserver.setVisibleRatio(before, 0));
    expect(result.current).toBe(true);
    rerender({ element: after, marginPx: 0 });
    expect(result.current).toBe(false);
    act(() => FakeIntersectionObserver.setVisibleRatio(after, 1));
    expect(result.current).toBe(true);
    unmount();
  });
});
