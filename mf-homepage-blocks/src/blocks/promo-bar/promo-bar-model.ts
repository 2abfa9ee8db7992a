import { z } from 'zod/mini';

export const promoBarSchema = z.object({
  title: z.string().check(z.minLength(1)),
  linkText: z.optional(z.string()),
  targetLink: z.optional(z.string()),
  /** info: info icon; special: decorative paw artwork. */
  promoType: z.enum(['info', 'special']),
});

export type PromoBarModel = z.infer<typeof promoBarSchema>;
