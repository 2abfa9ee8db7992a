import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink, optionalText } from '../model-fields';

export const secondaryHeroSchema = v.object({
  title: optionalText,
  /** The call to action's text (field name as in the spec). */
  ctrText: optionalText,
  targetLink: optionalLink,
  desktopImage: optionalImageUrl,
  desktopImageAltText: altText,
  tabletImage: optionalImageUrl,
  tabletImageAltText: altText,
  mobileImage: optionalImageUrl,
  mobileImageAltText: altText,
});

export type SecondaryHeroModel = v.InferOutput<typeof secondaryHeroSchema>;
