import type { ProductCardProps } from '@storefront/contracts';

export type CardImageSize = NonNullable<ProductCardProps['imageSize']>;

/** Spec section 9: product cards in grids 190x190; recommendation cards 165x165 (new) or 109x109 (old style). */
export const CARD_IMAGE_PIXELS: Readonly<Record<CardImageSize, number>> = {
  grid: 190,
  recommendation: 165,
  'recommendation-old': 109,
};

/** Image-service widths for srcset: 1x and 2x. */
export function cardImageWidths(size: CardImageSize): readonly number[] {
  const pixels = CARD_IMAGE_PIXELS[size];
  return [pixels, pixels * 2];
}
