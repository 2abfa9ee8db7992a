import { v } from '@storefront/platform';

export const promoBarSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  linkText: v.optional(v.string()),
  targetLink: v.optional(v.string()),
  /** info: info icon; special: decorative paw artwork. */
  promoType: v.picklist(['info', 'special']),
});

export type PromoBarModel = v.InferOutput<typeof promoBarSchema>;
