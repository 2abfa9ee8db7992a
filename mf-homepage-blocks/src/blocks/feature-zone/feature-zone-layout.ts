import type { ProductCarouselProps } from '@storefront/contracts';
import { TABLET_MIN_WIDTH, type Device } from '@storefront/ui';
import { fullViewScrollCounts } from '../scroll-counts';

/** Spec sections 2 and 5: a feature zone needs at least 2 purchasable products, else it is hidden. */
export const FEATURE_ZONE_MIN_PRODUCTS = 2;

/** Spec section 9: product card images 190x190. */
export const FEATURE_ZONE_CARD_IMAGE: NonNullable<ProductCarouselProps['imageSize']> = 'grid';

/** Spec section 9: 2 cards, 3 from 544, 4 from 768, 6 from 1024 px; each arrow click scrolls a full view. */
export const FEATURE_ZONE_SCROLL_COUNTS: ProductCarouselProps['scrollCounts'] = fullViewScrollCounts({ 0: 2, [TABLET_MIN_WIDTH]: 3, 768: 4, 1024: 6 });

export interface DeviceImageBox {
  /** The box the image fills (object-fit: cover), known before it loads. */
  width: number;
  height: number;
  /** Image-service widths for srcset. */
  widths: readonly number[];
  /** How wide the image shows at each viewport width (feature-zone.css). */
  sizes: string;
}

/**
 * The top and bottom images per device (spec: mobile/tablet/desktop images). Phones show them full width above and
 * below the zone; tablets side by side (a third of the zone each from 1024 px); desktops a third of the zone, which
 * is at most 100rem wide.
 */
export const FEATURE_IMAGE_BOXES: Readonly<Record<Device, DeviceImageBox>> = {
  mobile: { width: 375, height: 200, widths: [375, 543, 750, 1086], sizes: '100vw' },
  tablet: { width: 500, height: 250, widths: [300, 500, 750, 1000], sizes: '(min-width: 1024px) 30vw, 50vw' },
  desktop: { width: 600, height: 300, widths: [400, 600, 900, 1200], sizes: `(min-width: 1600px) 480px, 30vw` },
};
