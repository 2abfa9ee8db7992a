import { v } from '@storefront/platform';

export const socialMediaSlideSchema = v.object({
  /** Absolute, or protocol-less (`//host/path`): such URLs are loaded over https. */
  image: v.string(),
  imageAltText: v.nullish(v.string()),
  metadata: v.object({ id: v.string() }),
});

export const socialMediaCarouselSchema = v.object({
  headline: v.nullish(v.string()),
  slides: v.array(socialMediaSlideSchema),
});

export type SocialMediaSlideModel = v.InferOutput<typeof socialMediaSlideSchema>;
export type SocialMediaCarouselModel = v.InferOutput<typeof socialMediaCarouselSchema>;
