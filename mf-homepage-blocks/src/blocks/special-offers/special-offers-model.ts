import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalLink, optionalText } from '../model-fields';

export const specialOfferItemSchema = v.object({
  defaultImage: optionalImageUrl,
  altText,
  urlLink: optionalLink,
});

export const specialOffersRowSchema = v.object({
  /** double: two tiles side by side, triple: three. */
  rowType: v.picklist(['double', 'triple']),
  rowItems: v.nullish(v.array(specialOfferItemSchema)),
});

export const specialOffersSchema = v.object({
  title: optionalText,
  ctaText: optionalText,
  targetLink: optionalLink,
  /** grid: `rows` of tiles; carousel: `items` in a carousel. */
  layout: v.picklist(['grid', 'carousel']),
  rows: v.nullish(v.array(specialOffersRowSchema)),
  items: v.nullish(v.array(specialOfferItemSchema)),
});

export type SpecialOfferItemModel = v.InferOutput<typeof specialOfferItemSchema>;
export type SpecialOffersRowModel = v.InferOutput<typeof specialOffersRowSchema>;
export type SpecialOffersModel = v.InferOutput<typeof specialOffersSchema>;
