import { renderHook } from '@testing-library/react';
import type { TouchEvent } from 'react';
import { useEarlySwipe, type SwipeDirection } from './use-early-swipe';

const touchAt = (x: number, y = 100) => ({ clientX: x, clientY: y });
const touchStart = (x: number) => ({ touches: [touchAt(x)] }) as unknown as TouchEvent;
const touchEnd = (x: number, y?: number) => ({ changedTouches: [touchAt(x, y)] }) as unknown as TouchEvent;

function swipe(swiperRunsAtStart: boolean, fromX: number, toX: number, toY?: number): SwipeDirection[] {
  const steps: SwipeDirection[] = [];
  let runs = swiperRunsAtStart;
  const { result } = renderHook(() =>
    useEarlySwipe(
      () => runs,
      (direction) => steps.push(direction),
    ),
  );
  result.current.onTouchStart(touchStart(fromX));
  // Swiper may start during the touch (the touch itself asks for it): the touch began without it.
  runs = true;
  result.current.onTouchEnd(touchEnd(toX, toY));
  return steps;
}

describe('useEarlySwipe', () => {
  it('asks for one step in the direction of a horizontal swipe that began before swiper ran', () => {
    expect(swipe(false, 300, 100)).toEqual(['next']);
    expect(swipe(false, 100, 300)).toEqual(['previous']);
  });

  it('leaves a touch that began once swiper ran to swiper alone', () => {
    expect(swipe(true, 300, 100)).toEqual([]);
  });

  it('takes a short or mostly vertical touch for no swipe', () => {
    expect(swipe(false, 300, 280)).toEqual([]);
    expect(swipe(false, 300, 200, 400)).toEqual([]);
  });
});
