import { v } from '@storefront/platform';
import { altText, imageUrl, optionalText } from '../model-fields';

export const socialMediaSlideSchema = v.object({
  /** Absolute, or protocol-less (`//host/path`): such URLs are loaded over https. */
  image: imageUrl,
  imageAltText: altText,
  metadata: v.object({ id: v.string() }),
});

export const socialMediaCarouselSchema = v.object({
  headline: optionalText,
  slides: v.array(socialMediaSlideSchema),
});

export type SocialMediaSlideModel = v.InferOutput<typeof socialMediaSlideSchema>;
export type SocialMediaCarouselModel = v.InferOutput<typeof socialMediaCarouselSchema>;
