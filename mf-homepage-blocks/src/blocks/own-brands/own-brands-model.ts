import { v } from '@storefront/platform';
import { contentMetadata, imageUrl, optionalLink, optionalText } from '../model-fields';

export const ownBrandSchema = v.object({
  brandImage: imageUrl,
  brandName: v.string(),
  /** Rich text; rendered through SanitizedHtml. */
  brandDescription: optionalText,
  ctaLink: optionalLink,
  ctaText: optionalText,
  ctaAriaLabel: optionalText,
  metadata: contentMetadata,
});

export const ownBrandsSchema = v.object({
  dogHeadline: optionalText,
  catHeadline: optionalText,
  dogBrands: v.optional(v.array(ownBrandSchema), []),
  catBrands: v.optional(v.array(ownBrandSchema), []),
});

export type OwnBrandModel = v.InferOutput<typeof ownBrandSchema>;
export type OwnBrandsModel = v.InferOutput<typeof ownBrandsSchema>;
