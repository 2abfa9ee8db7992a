import type { RowType } from './special-offer-tiles';

/**
 * Tile pictures: double-row tiles 600x300, triple-row and carousel tiles 400x300. `sizes` follows the layout:
 * the page is at most 1600 px wide; grid rows stack on phones; the carousel shows 1, 2 from 544, 3 from 800 px.
 */
const WIDTHS = [300, 400, 600, 800, 1200];

export const GRID_TILE_IMAGES: Record<RowType, { width: number; height: number; widths: readonly number[]; sizes: string }> = {
  double: { width: 600, height: 300, widths: WIDTHS, sizes: '(min-width: 1600px) 792px, (min-width: 544px) 50vw, 100vw' },
  triple: { width: 400, height: 300, widths: WIDTHS, sizes: '(min-width: 1600px) 528px, (min-width: 544px) 33vw, 100vw' },
};

export const CAROUSEL_TILE_IMAGE = {
  width: 400,
  height: 300,
  widths: WIDTHS,
  sizes: '(min-width: 1600px) 528px, (min-width: 800px) 33vw, (min-width: 544px) 50vw, 100vw',
};

/** Spec section 9: special offers scroll 1, 2 from 544, 3 from 800 px. */
export const SPECIAL_OFFERS_BREAKPOINTS = {
  544: { slidesPerView: 2, slidesPerGroup: 2 },
  800: { slidesPerView: 3, slidesPerGroup: 3 },
};
