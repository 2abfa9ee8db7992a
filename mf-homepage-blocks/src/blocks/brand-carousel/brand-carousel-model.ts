import { v } from '@storefront/platform';

export const brandSlideSchema = v.object({
  brandLogoImage: v.string(),
  brandLogoImageAltText: v.nullish(v.string()),
  /** Relative shop path; a logo without a safe target is shown without a link. */
  targetLink: v.nullish(v.string()),
});

export const brandCarouselSchema = v.object({
  /** The heading's id, so `#anchorId` links land on the block. */
  anchorId: v.nullish(v.string()),
  headline: v.nullish(v.string()),
  /** `grid`: a grid instead of a carousel on narrow windows; any other value: always a carousel. */
  variation: v.nullish(v.string()),
  slides: v.array(brandSlideSchema),
});

export type BrandSlideModel = v.InferOutput<typeof brandSlideSchema>;
export type BrandCarouselModel = v.InferOutput<typeof brandCarouselSchema>;
