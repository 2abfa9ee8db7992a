import type { CarouselBreakpoint } from '@storefront/ui';

/** Spec section 9: own brands scroll 1, 2, 3, 4, 5 at 0, 640, 910, 1210, 1500 px, with a 12 px gap. */
const BRANDS_PER_VIEW_FROM_WIDTH: ReadonlyArray<readonly [width: number, perView: number]> = [
  [0, 1],
  [640, 2],
  [910, 3],
  [1210, 4],
  [1500, 5],
];

export const OWN_BRANDS_BREAKPOINTS: Record<number, CarouselBreakpoint> = Object.fromEntries(
  BRANDS_PER_VIEW_FROM_WIDTH.map(([width, perView]) => [width, { slidesPerView: perView, slidesPerGroup: perView }]),
);
