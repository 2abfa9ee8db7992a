import { v } from '@storefront/platform';

export const ownBrandSchema = v.object({
  brandImage: v.string(),
  brandName: v.string(),
  /** Rich text; rendered through SanitizedHtml. */
  brandDescription: v.nullish(v.string()),
  ctaLink: v.nullish(v.string()),
  ctaText: v.nullish(v.string()),
  ctaAriaLabel: v.nullish(v.string()),
  metadata: v.nullish(v.object({ id: v.nullish(v.string()) })),
});

export const ownBrandsSchema = v.object({
  dogHeadline: v.nullish(v.string()),
  catHeadline: v.nullish(v.string()),
  dogBrands: v.optional(v.array(ownBrandSchema), []),
  catBrands: v.optional(v.array(ownBrandSchema), []),
});

export type OwnBrandModel = v.InferOutput<typeof ownBrandSchema>;
export type OwnBrandsModel = v.InferOutput<typeof ownBrandsSchema>;
