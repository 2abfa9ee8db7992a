import { v } from '@storefront/platform';

export const heroBannerSlideSchema = v.object({
  desktopImage: v.nullish(v.string()),
  desktopImageAltText: v.nullish(v.string()),
  mobileImage: v.nullish(v.string()),
  mobileImageAltText: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
});

export const heroBannerSchema = v.object({
  slides: v.array(heroBannerSlideSchema),
});

export type HeroBannerSlideModel = v.InferOutput<typeof heroBannerSlideSchema>;
export type HeroBannerModel = v.InferOutput<typeof heroBannerSchema>;
