import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink, optionalText } from '../model-fields';

export const petSectionOfferSchema = v.object({
  title: optionalText,
  targetLink: optionalLink,
  desktopImage: optionalImageUrl,
  desktopImageAltText: altText,
  mobileImage: optionalImageUrl,
  mobileImageAltText: altText,
});

export const petSectionSchema = v.object({
  petType: optionalText,
  headline: optionalText,
  targetLink: optionalLink,
  desktopHeaderImage: optionalImageUrl,
  tabletHeaderImage: optionalImageUrl,
  mobileHeaderImage: optionalImageUrl,
  headerImageAltText: altText,
  offers: v.nullish(v.array(petSectionOfferSchema)),
});

export type PetSectionOfferModel = v.InferOutput<typeof petSectionOfferSchema>;
export type PetSectionModel = v.InferOutput<typeof petSectionSchema>;
