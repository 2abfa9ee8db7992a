import type { ProductCarouselProps } from '@storefront/contracts';
import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH } from '@storefront/ui';
import { fullViewScrollCounts } from '../scroll-counts';

/**
 * Spec section 9: 2, 3, 4, 5 from 1024, 6 from 1200 px; the steps between follow the shop's breakpoints 544 and 768.
 * Each arrow click scrolls a full view.
 */
export const TAB_SCROLL_COUNTS: ProductCarouselProps['scrollCounts'] = fullViewScrollCounts({
  0: 2,
  [TABLET_MIN_WIDTH]: 3,
  768: 4,
  1024: 5,
  [DESKTOP_MIN_WIDTH]: 6,
});

/** Product cards with 190x190 images (spec section 9). */
export const TAB_CARD_IMAGE: NonNullable<ProductCarouselProps['imageSize']> = 'grid';

/**
 * The superwide banner: a 7:1 box (1400x200) full width; on phones at least 6rem high and cropped at the sides,
 * about 672 px of image then (tab-container.css).
 */
export const BANNER_IMAGE = {
  width: 1400,
  height: 200,
  widths: [672, 1024, 1400, 2000],
  sizes: '(max-width: 543px) 672px, (min-width: 1600px) 1600px, 100vw',
} as const;
