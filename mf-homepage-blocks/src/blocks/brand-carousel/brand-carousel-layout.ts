import type { CarouselBreakpoint } from '@storefront/ui';
import type { WidthSteps } from '../use-viewport';

/** Spec section 9: logos per view below the first width. */
export const DEFAULT_LOGOS_PER_VIEW = 3;

/** Spec section 9: logos per view from each window width (px) up. */
export const LOGOS_PER_VIEW_FROM_WIDTH: Readonly<Record<number, number>> = {
  360: 3.5,
  470: 4.5,
  544: 5.5,
  768: 6.5,
  1000: 7.5,
  1200: 8,
  1330: 9,
};

export const LOGO_GAP_PX = 12;

/** An arrow click moves on by the whole logos in view, so no logo is skipped and none is shown twice. */
function logosPerStep(perView: number): number {
  return Math.max(1, Math.floor(perView));
}

export const BRAND_CAROUSEL_BREAKPOINTS: Record<number, CarouselBreakpoint> = Object.fromEntries(
  Object.entries(LOGOS_PER_VIEW_FROM_WIDTH).map(([width, perView]) => [Number(width), { slidesPerView: perView, slidesPerGroup: logosPerStep(perView) }]),
);

export const DEFAULT_LOGOS_PER_STEP = logosPerStep(DEFAULT_LOGOS_PER_VIEW);

/** Spec section 5: arrows only with more than 9 logos. */
export const MAX_LOGOS_WITHOUT_ARROWS = 9;

/** Spec sections 4 and 9: a window narrower than 600 px shows the grid variation as a grid. */
export const GRID_BELOW_WIDTH = 600;

/** Whether the window is narrow enough for the grid. */
export const GRID_BY_WIDTH: WidthSteps<boolean> = { widths: [GRID_BELOW_WIDTH], at: (viewportWidth) => viewportWidth < GRID_BELOW_WIDTH };
