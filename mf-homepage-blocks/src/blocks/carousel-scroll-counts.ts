import { TABLET_MIN_WIDTH, type CarouselBreakpoint } from '@storefront/ui';

/**
 * A carousel's "scroll counts" (spec section 9) as the shared Carousel's breakpoints: from each minimum window
 * width, that many slides are shown and one arrow click moves on by as many.
 */
export function scrollCounts(countsFromWidth: Readonly<Record<number, number>>): Record<number, CarouselBreakpoint> {
  return Object.fromEntries(Object.entries(countsFromWidth).map(([minWidth, count]) => [minWidth, { slidesPerView: count, slidesPerGroup: count }]));
}

/*
 * The width a slide gets, for an image's `sizes`: the page's content box (the shell's <main>: at most 1440 px wide
 * with 1 rem padding), from the tablet breakpoint on minus the carousel's two arrow buttons (2.75 rem each plus a
 * 0.5 rem gap; on phones they overlay the track or are left out), shared by the slides with the Carousel's 16 px gap.
 */
const PAGE_MAX_WIDTH_PX = 1440;
const PAGE_PADDING_PX = 2 * 16;
const ARROWS_PX = 2 * (44 + 8);
const SLIDE_GAP_PX = 16;

function slideWidth(perView: number, viewportWidth: number | undefined, arrows: boolean): string {
  const taken = PAGE_PADDING_PX + (arrows ? ARROWS_PX : 0) + (perView - 1) * SLIDE_GAP_PX;
  if (viewportWidth !== undefined) return `${Math.floor((viewportWidth - taken) / perView)}px`;
  return perView === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${perView})`;
}

/** `sizes` for an image filling its slide, in a carousel with one slide per view below its first breakpoint. */
export function slideImageSizes(countsFromWidth: Readonly<Record<number, number>>): string {
  const fromWidest = Object.entries(countsFromWidth)
    .map(([minWidth, count]) => ({ minWidth: Number(minWidth), count }))
    .sort((a, b) => b.minWidth - a.minWidth);
  const countAt = (width: number) => fromWidest.find((breakpoint) => breakpoint.minWidth <= width)?.count ?? 1;
  const beyondPageWidth = fromWidest.filter(({ minWidth }) => minWidth > PAGE_MAX_WIDTH_PX);
  // Where the arrows start taking room is a step of its own.
  const steps = [...new Set([...fromWidest.map(({ minWidth }) => minWidth), TABLET_MIN_WIDTH])]
    .filter((minWidth) => minWidth > 0 && minWidth < PAGE_MAX_WIDTH_PX)
    .sort((a, b) => b - a);
  return [
    ...beyondPageWidth.map(({ minWidth, count }) => `(min-width: ${minWidth}px) ${slideWidth(count, PAGE_MAX_WIDTH_PX, true)}`),
    `(min-width: ${PAGE_MAX_WIDTH_PX}px) ${slideWidth(countAt(PAGE_MAX_WIDTH_PX), PAGE_MAX_WIDTH_PX, true)}`,
    ...steps.map((minWidth) => `(min-width: ${minWidth}px) ${slideWidth(countAt(minWidth), undefined, minWidth >= TABLET_MIN_WIDTH)}`),
    slideWidth(countAt(0), undefined, false),
  ].join(', ');
}
