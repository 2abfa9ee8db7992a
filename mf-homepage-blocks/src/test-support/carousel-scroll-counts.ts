import { fireEvent, waitFor } from '@testing-library/react';

const DEFAULT_WIDTH = window.innerWidth;

/** The window width the carousels (and jsdom's matchMedia stand-in) see. Undone after the test. */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

afterEach(() => setWindowWidth(DEFAULT_WIDTH));

/** What swiper leaves on the element it runs on. */
interface SwiperElement extends HTMLElement {
  swiper?: { initialized: boolean; params: { slidesPerView?: unknown; slidesPerGroup?: unknown } };
}

function viewportOf(carousel: HTMLElement): SwiperElement {
  const viewport = carousel.querySelector<SwiperElement>('.sf-carousel__viewport');
  if (!viewport) throw new Error('no carousel viewport in this element');
  return viewport;
}

/** Slides in view before swiper runs: the number the carousel's CSS lays its slides out by. */
export function slidesInView(carousel: HTMLElement): number {
  return Number(viewportOf(carousel).style.getPropertyValue('--sf-carousel-per-view'));
}

/**
 * The scroll count swiper uses once a shopper points at the carousel: slides per view and slides one arrow click
 * moves on, as swiper resolved them from its breakpoints for the window width.
 */
export async function swiperScrollCount(carousel: HTMLElement): Promise<{ perView: number; perGroup: number }> {
  const viewport = viewportOf(carousel);
  fireEvent.pointerEnter(viewport.parentElement as HTMLElement);
  // The first test to load swiper has jest transform it, which takes a few seconds on a busy machine.
  const swiper = await waitFor(
    () => {
      if (!viewport.swiper?.initialized) throw new Error('swiper has not taken over yet');
      return viewport.swiper;
    },
    { timeout: 10_000 },
  );
  return { perView: Number(swiper.params.slidesPerView), perGroup: Number(swiper.params.slidesPerGroup) };
}

/**
 * A carousel's scroll counts as a table (spec section 9): at each window width, `carouselAt` renders the block and
 * returns its carousel, which must show that many slides before swiper runs and have swiper show and move on by as
 * many. List both sides of every breakpoint.
 */
export function itScrollsBy(table: ReadonlyArray<readonly [width: number, count: number]>, carouselAt: () => HTMLElement): void {
  it.each(table)('at %i px shows and scrolls %i at a time', async (width, count) => {
    setWindowWidth(width);
    const carousel = carouselAt();
    expect(slidesInView(carousel)).toBe(count);
    expect(await swiperScrollCount(carousel)).toEqual({ perView: count, perGroup: count });
  });
}
