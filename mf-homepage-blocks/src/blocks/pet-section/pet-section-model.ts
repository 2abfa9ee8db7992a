import { v } from '@storefront/platform';

export const petSectionOfferSchema = v.object({
  title: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
  desktopImage: v.nullish(v.string()),
  desktopImageAltText: v.nullish(v.string()),
  mobileImage: v.nullish(v.string()),
  mobileImageAltText: v.nullish(v.string()),
});

export const petSectionSchema = v.object({
  petType: v.nullish(v.string()),
  headline: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
  desktopHeaderImage: v.nullish(v.string()),
  tabletHeaderImage: v.nullish(v.string()),
  mobileHeaderImage: v.nullish(v.string()),
  headerImageAltText: v.nullish(v.string()),
  offers: v.nullish(v.array(petSectionOfferSchema)),
});

export type PetSectionOfferModel = v.InferOutput<typeof petSectionOfferSchema>;
export type PetSectionModel = v.InferOutput<typeof petSectionSchema>;
