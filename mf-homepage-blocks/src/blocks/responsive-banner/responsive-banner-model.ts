import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink, optionalText } from '../model-fields';

export const responsiveBannerSchema = v.object({
  /** The banner's content id: its tracking id. */
  identifier: optionalText,
  shortLink: optionalLink,
  desktopImage: optionalImageUrl,
  /** The one alt text, for the desktop and the mobile picture. */
  desktopImageAltText: altText,
  mobileImage: optionalImageUrl,
  ctaUrl: optionalLink,
  /** The accessible name of the link (field name as in the spec). */
  ctaAreaLabel: optionalText,
});

export type ResponsiveBannerModel = v.InferOutput<typeof responsiveBannerSchema>;
