import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink, optionalText } from '../model-fields';

/** Colour scheme names of the content contract; each has one fixed colour pair (feature-colours.ts). */
export const FEATURED_TYPES = ['light-blue', 'green', 'pink', 'white', 'purple', 'yellow'] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];

export const TITLE_TEXT_COLOURS = ['white', 'black'] as const;
export type TitleTextColour = (typeof TITLE_TEXT_COLOURS)[number];

export const featureZoneSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  copyText: optionalText,
  titleTextColor: v.picklist(TITLE_TEXT_COLOURS),
  featuredType: v.picklist(FEATURED_TYPES),
  targetLink: optionalLink,
  urlLinkText: optionalText,
  sponsoredLabels: v.nullish(v.array(v.string())),
  /** Product ids, optionally with a variant suffix; the product carousel checks each one. */
  productIds: v.array(v.string()),
  mobileTopImage: optionalImageUrl,
  mobileTopImageAltText: altText,
  mobileBottomImage: optionalImageUrl,
  mobileBottomImageAltText: altText,
  tabletTopImage: optionalImageUrl,
  tabletTopImageAltText: altText,
  tabletBottomImage: optionalImageUrl,
  tabletBottomImageAltText: altText,
  desktopTopImage: optionalImageUrl,
  desktopTopImageAltText: altText,
  desktopBottomImage: optionalImageUrl,
  desktopBottomImageAltText: altText,
});

export type FeatureZoneModel = v.InferOutput<typeof featureZoneSchema>;
