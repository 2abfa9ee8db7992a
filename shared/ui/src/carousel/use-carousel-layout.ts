import { useLayoutEffect, useRef, useState } from 'react';
import type { CarouselBreakpoint } from './carousel-types';
import { widthQueries } from '../layout/width-queries';
import { resolveCarouselLayout, type CarouselLayout } from './carousel-layout';

function sameLayout(a: CarouselLayout, b: CarouselLayout): boolean {
  return a.slidesPerView === b.slidesPerView && a.slidesPerGroup === b.slidesPerGroup && a.spaceBetween === b.spaceBetween;
}

/**
 * The carousel layout for the current viewport width, updated when a breakpoint is crossed. The base layout in a
 * server render; the layout effect sets the viewport's before the browser paints, so the first frame shows it. The
 * width is asked of the breakpoints' media queries, not of `window.innerWidth`: on a phone reading that lays the
 * page out at once (measured: 130 ms at 8x CPU in the commit mounting the own-brand page's sliders).
 */
export function useCarouselLayout(base: CarouselLayout, breakpoints: Record<number, CarouselBreakpoint> | undefined): CarouselLayout {
  const [layout, setLayout] = useState(base);
  const shown = useRef(layout);
  shown.current = layout;
  const breakpointKey = JSON.stringify([base, breakpoints]);
  useLayoutEffect(() => {
    const width = widthQueries(Object.keys(breakpoints ?? {}).map(Number));
    // The same layout is not even asked for: an update asked for during a hydration's commit would render the page
    // again in the same task.
    const update = () => {
      const next = resolveCarouselLayout(base, breakpoints, width.widestReached());
      if (!sameLayout(shown.current, next)) setLayout(next);
    };
    update();
    return width.onChange(update);
    // The key stands for base and breakpoints, which callers often pass as fresh objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breakpointKey]);
  return layout;
}
