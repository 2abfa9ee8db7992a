import { v } from '@storefront/platform';
import { altText, imageUrl, optionalLink, optionalText } from '../model-fields';

export const brandSlideSchema = v.object({
  brandLogoImage: imageUrl,
  brandLogoImageAltText: altText,
  /** Relative shop path; a logo without a safe target is shown without a link. */
  targetLink: optionalLink,
});

export const brandCarouselSchema = v.object({
  /** The heading's id, so `#anchorId` links land on the block. */
  anchorId: optionalText,
  headline: optionalText,
  /** `grid`: a grid instead of a carousel on narrow windows; any other value: always a carousel. */
  variation: optionalText,
  slides: v.array(brandSlideSchema),
});

export type BrandSlideModel = v.InferOutput<typeof brandSlideSchema>;
export type BrandCarouselModel = v.InferOutput<typeof brandCarouselSchema>;
