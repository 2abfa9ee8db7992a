import type { PlaceholderTiles } from '../../pipeline/lazy-block';

/** The brand pictures are squares of 260 px, 12 px apart (spec section 9). */
export const BRAND_IMAGE_PX = 260;
export const OWN_BRAND_GAP_PX = 12;

/**
 * Spec section 4: until the brands are there, six square placeholders of 260 px, where the block will be (its
 * registry line) and in each carousel until the first client render.
 */
export const OWN_BRANDS_PLACEHOLDER_TILES: PlaceholderTiles = { count: 6, sizePx: BRAND_IMAGE_PX, gapPx: OWN_BRAND_GAP_PX };
