import { v } from '@storefront/platform';

export const responsiveBannerSchema = v.object({
  /** The banner's content id: its tracking id. */
  identifier: v.nullish(v.string()),
  shortLink: v.nullish(v.string()),
  desktopImage: v.nullish(v.string()),
  /** The one alt text, for the desktop and the mobile picture. */
  desktopImageAltText: v.nullish(v.string()),
  mobileImage: v.nullish(v.string()),
  ctaUrl: v.nullish(v.string()),
  /** The accessible name of the link (field name as in the spec). */
  ctaAreaLabel: v.nullish(v.string()),
});

export type ResponsiveBannerModel = v.InferOutput<typeof responsiveBannerSchema>;
