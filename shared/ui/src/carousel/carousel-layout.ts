import type { CarouselBreakpoint } from './carousel-types';

export interface CarouselLayout {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: number;
}

/**
 * The layout in force at a viewport width, resolved as swiper resolves its breakpoints: the settings of the
 * widest breakpoint not wider than the viewport, over the carousel's base settings.
 */
export function resolveCarouselLayout(
  base: CarouselLayout,
  breakpoints: Record<number, CarouselBreakpoint> | undefined,
  viewportWidth: number,
): CarouselLayout {
  const applicable = Object.keys(breakpoints ?? {})
    .map(Number)
    .filter((minWidth) => minWidth <= viewportWidth)
    .sort((a, b) => a - b);
  const widest = applicable.length > 0 ? breakpoints?.[applicable[applicable.length - 1] as number] : undefined;
  if (!widest) return base;
  return {
    slidesPerView: widest.slidesPerView,
    slidesPerGroup: widest.slidesPerGroup ?? base.slidesPerGroup,
    spaceBetween: widest.spaceBetween ?? base.spaceBetween,
  };
}
