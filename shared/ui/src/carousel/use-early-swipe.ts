import { useRef, type TouchEvent } from 'react';

/** Horizontal travel that makes a touch a swipe rather than a tap. */
const SWIPE_MIN_PX = 30;

export type SwipeDirection = 'next' | 'previous';

export interface EarlySwipeHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
}

/**
 * A swipe that starts before swiper runs is lost on it: swiper attaches while the finger is already moving and
 * never saw the touch begin. This hook notes where such a touch began and, when it ends as a horizontal swipe,
 * asks for one step in its direction (the carousel takes it once swiper is there). A touch that begins once swiper
 * runs is swiper's alone: `swiperRuns` is asked at that moment (both taking it moved the carousel two steps).
 */
export function useEarlySwipe(swiperRuns: () => boolean, step: (direction: SwipeDirection) => void): EarlySwipeHandlers {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onTouchStart(event) {
      const touch = event.touches[0];
      start.current = !swiperRuns() && touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    },
    onTouchEnd(event) {
      const from = start.current;
      start.current = undefined;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(touch.clientY - from.y)) return;
      step(dx < 0 ? 'next' : 'previous');
    },
  };
}
