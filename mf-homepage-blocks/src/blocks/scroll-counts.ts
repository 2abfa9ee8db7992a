import type { ProductCarouselScrollCount } from '@storefront/contracts';

/**
 * Carousel scroll counts (spec section 9) from the cards in view by minimum viewport width, e.g.
 * `{ 0: 2, 544: 3 }`: each arrow click scrolls a full view.
 */
export function fullViewScrollCounts(cardsFrom: Readonly<Record<number, number>>): Record<number, ProductCarouselScrollCount> {
  return Object.fromEntries(Object.entries(cardsFrom).map(([minWidth, cards]) => [minWidth, { slidesPerView: cards, slidesPerGroup: cards }]));
}
