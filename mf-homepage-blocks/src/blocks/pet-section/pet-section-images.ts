import type { Device } from '@storefront/ui';
import type { PictureFormat } from '../device-picture';
import type { OfferImageSet } from './pet-offers';

/** Header pictures per device; the header spans the page (at most 1600 px wide). */
export const HEADER_FORMATS: Record<Device, PictureFormat> = {
  desktop: { width: 1400, height: 300, widths: [1200, 1400, 1600, 2000] },
  tablet: { width: 1024, height: 300, widths: [544, 768, 1024, 1536, 2000] },
  mobile: { width: 750, height: 300, widths: [375, 543, 750, 1086] },
};
export const HEADER_SIZES = '(min-width: 1600px) 1600px, 100vw';

/** Offer pictures: desktop 400x300 (1 per view, 3 from 768 px), mobile 300x300 (1 per view). */
export const OFFER_IMAGES: Record<OfferImageSet, PictureFormat & { sizes: string }> = {
  desktop: { width: 400, height: 300, widths: [300, 400, 600, 800], sizes: '(min-width: 1600px) 500px, (min-width: 768px) 33vw, 100vw' },
  mobile: { width: 300, height: 300, widths: [300, 450, 600, 900], sizes: '100vw' },
};

/** Spec section 9: pet section carousels scroll 1, 3 from 768 px. */
export const PET_OFFER_BREAKPOINTS = { 768: { slidesPerView: 3, slidesPerGroup: 3 } };
