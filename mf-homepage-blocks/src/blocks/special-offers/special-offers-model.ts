import { v } from '@storefront/platform';

export const specialOfferItemSchema = v.object({
  defaultImage: v.nullish(v.string()),
  altText: v.nullish(v.string()),
  urlLink: v.nullish(v.string()),
});

export const specialOffersRowSchema = v.object({
  /** double: two tiles side by side, triple: three. */
  rowType: v.picklist(['double', 'triple']),
  rowItems: v.nullish(v.array(specialOfferItemSchema)),
});

export const specialOffersSchema = v.object({
  title: v.nullish(v.string()),
  ctaText: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
  /** grid: `rows` of tiles; carousel: `items` in a carousel. */
  layout: v.picklist(['grid', 'carousel']),
  rows: v.nullish(v.array(specialOffersRowSchema)),
  items: v.nullish(v.array(specialOfferItemSchema)),
});

export type SpecialOfferItemModel = v.InferOutput<typeof specialOfferItemSchema>;
export type SpecialOffersRowModel = v.InferOutput<typeof specialOffersRowSchema>;
export type SpecialOffersModel = v.InferOutput<typeof specialOffersSchema>;
