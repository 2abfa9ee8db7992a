import { useLayoutEffect, useState } from 'react';
import type { CarouselBreakpoint } from './carousel-types';
import { resolveCarouselLayout, type CarouselLayout } from './carousel-layout';

/**
 * The carousel layout for the current viewport width, updated when a breakpoint is crossed. The base layout in a
 * server render; the layout effect sets the viewport's before the browser paints, so the first frame shows it.
 */
export function useCarouselLayout(base: CarouselLayout, breakpoints: Record<number, CarouselBreakpoint> | undefined): CarouselLayout {
  const resolve = () => resolveCarouselLayout(base, breakpoints, window.innerWidth);
  const [layout, setLayout] = useState(base);
  const breakpointKey = JSON.stringify([base, breakpoints]);
  useLayoutEffect(() => {
    const update = () => setLayout(resolve());
    update();
    const queries = Object.keys(breakpoints ?? {}).map((minWidth) => window.matchMedia(`(min-width: ${minWidth}px)`));
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
    // The key stands for base and breakpoints, which callers often pass as fresh objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breakpointKey]);
  return layout;
}
