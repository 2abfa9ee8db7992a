import type { CarouselBreakpoint } from '@storefront/ui';

/** Spec section 5: the selector needs at least 2 items ... */
export const MIN_ITEMS = 2;
/** ... and is visually hidden (kept for screen readers and crawlers) under 4. */
export const MIN_VISIBLE_ITEMS = 4;

/** The most cards in view from 768 px (spec section 9), and the number of a model without a usable `cardsInView`. */
export const MAX_CARDS_FROM_768 = 5;

/** The content's `cardsInView` as a whole number of at least 1. */
export function cardsInViewOf(cardsInView: number | null | undefined): number {
  if (typeof cardsInView !== 'number' || !Number.isFinite(cardsInView)) return MAX_CARDS_FROM_768;
  return Math.max(1, Math.floor(cardsInView));
}

/** Spec section 5: arrows only when there are more items than `cardsInView`. */
export function showsArrows(itemCount: number, cardsInView: number): boolean {
  return itemCount > cardsInView;
}

/** Below the first breakpoint: 2 cards per view and per step. */
export const NARROW_CARDS = 2;

/**
 * Spec section 9: 2 cards per step on narrow screens, 3 from 400 px, 4 from 544 px, from 768 px at most 5 (or
 * `cardsInView` when smaller) and from 1024 px `cardsInView`. As many cards are in view as one step moves on.
 */
export function categoryBreakpoints(cardsInView: number): Record<number, CarouselBreakpoint> {
  const cards = (count: number): CarouselBreakpoint => ({ slidesPerView: count, slidesPerGroup: count });
  return {
    400: cards(3),
    544: cards(4),
    768: cards(Math.min(MAX_CARDS_FROM_768, cardsInView)),
    1024: cards(cardsInView),
  };
}

/** The `sizes` of the card images: one card's width at each breakpoint of the carousel. */
export function cardImageSizes(cardsInView: number): string {
  const breakpoints = categoryBreakpoints(cardsInView);
  const fromWidest = Object.entries(breakpoints)
    .map(([width, breakpoint]) => [Number(width), breakpoint.slidesPerView] as const)
    .sort(([a], [b]) => b - a);
  return [
    `(min-width: 1440px) calc(1408px / ${cardsInView})`,
    ...fromWidest.map(([width, perView]) => `(min-width: ${width}px) calc((100vw - 2rem) / ${perView})`),
    `calc((100vw - 2rem) / ${NARROW_CARDS})`,
  ].join(', ');
}
