import { z } from 'zod';

export const promoBarSchema = z.object({
  title: z.string().min(1),
  linkText: z.string().optional(),
  targetLink: z.string().optional(),
  /** info: info icon; special: decorative paw artwork. */
  promoType: z.enum(['info', 'special']),
});

export type PromoBarModel = z.infer<typeof promoBarSchema>;
