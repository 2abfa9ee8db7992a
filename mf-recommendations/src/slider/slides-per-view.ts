import type { CarouselBreakpoint } from '@storefront/ui';

export type RootFontScale = 1 | 1.5 | 2;

const FONT_SCALES: readonly RootFontScale[] = [1, 1.5, 2];
const BROWSER_DEFAULT_FONT_SIZE_PX = 16;

/** From this viewport width one more card is shown (spec section 9). */
export const EXTRA_LARGE_MIN_WIDTH = 1400;

/**
 * Cards per view by minimum viewport width and root font scale. The spec leaves the values open; these keep a
 * card at least about 165px times the font scale wide: at scale 1 two cards on phones, three from 544px, four
 * from 768px, five from 1200px; larger text shows fewer; from 1400px one more. A caller's slidesPerViewXl
 * replaces the 1400px value at scale 1 and caps it at larger scales.
 *
 * | min width | scale 1 | scale 1.5 | scale 2 |
 * |-----------|---------|-----------|---------|
 * | 0         | 2       | 1         | 1       |
 * | 544       | 3       | 2         | 1       |
 * | 768       | 4       | 3         | 2       |
 * | 1200      | 5       | 4         | 3       |
 * | 1400      | 6       | 5         | 4       |
 */
const BELOW_EXTRA_LARGE: Readonly<Record<RootFontScale, ReadonlyArray<readonly [number, number]>>> = {
  1: [
    [0, 2],
    [544, 3],
    [768, 4],
    [1200, 5],
  ],
  1.5: [
    [0, 1],
    [544, 2],
    [768, 3],
    [1200, 4],
  ],
  2: [
    [0, 1],
    [544, 1],
    [768, 2],
    [1200, 3],
  ],
};

/** The nearest supported scale to a root font size in px (16px = 1). */
export function fontScaleOf(rootFontSizePx: number): RootFontScale {
  if (!Number.isFinite(rootFontSizePx) || rootFontSizePx <= 0) return 1;
  const ratio = rootFontSizePx / BROWSER_DEFAULT_FONT_SIZE_PX;
  return FONT_SCALES.reduce((best, scale) => (Math.abs(scale - ratio) < Math.abs(best - ratio) ? scale : best));
}

export function readRootFontScale(): RootFontScale {
  if (typeof window === 'undefined') return 1;
  return fontScaleOf(Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize));
}

/** Swiper breakpoints for a recommendation slider; each step scrolls by a full view. */
export function sliderBreakpoints(scale: RootFontScale, slidesPerViewXl?: number): Record<number, CarouselBreakpoint> {
  const steps = BELOW_EXTRA_LARGE[scale];
  const widest = steps[steps.length - 1]?.[1] ?? 1;
  const requested = slidesPerViewXl !== undefined && slidesPerViewXl >= 1 ? Math.floor(slidesPerViewXl) : undefined;
  // The caller's value replaces the extra-large step at scale 1; with larger text it is an upper bound.
  const extraLarge = requested === undefined ? widest + 1 : scale === 1 ? requested : Math.min(requested, widest + 1);
  const breakpoints: Record<number, CarouselBreakpoint> = {};
  for (const [minWidth, slidesPerView] of [...steps, [EXTRA_LARGE_MIN_WIDTH, extraLarge] as const]) {
    breakpoints[minWidth] = { slidesPerView, slidesPerGroup: slidesPerView };
  }
  return breakpoints;
}
