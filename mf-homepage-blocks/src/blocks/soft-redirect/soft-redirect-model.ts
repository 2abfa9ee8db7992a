import { z } from 'zod';

export const softRedirectSchema = z.object({
  /** The modal is offered while the shown counter is below this number. */
  maxShownCount: z.number().int().nonnegative(),
  /** Lifetime of the shown counter cookie. */
  cookieExpiryDays: z.number().positive(),
  logo: z.string().min(1),
  logoAltText: z.string().nullish(),
});

export type SoftRedirectModel = z.infer<typeof softRedirectSchema>;
