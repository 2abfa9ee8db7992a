import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink } from '../model-fields';

export const heroBannerSlideSchema = v.object({
  desktopImage: optionalImageUrl,
  desktopImageAltText: altText,
  mobileImage: optionalImageUrl,
  mobileImageAltText: altText,
  targetLink: optionalLink,
});

export const heroBannerSchema = v.object({
  slides: v.array(heroBannerSlideSchema),
});

export type HeroBannerSlideModel = v.InferOutput<typeof heroBannerSlideSchema>;
export type HeroBannerModel = v.InferOutput<typeof heroBannerSchema>;
