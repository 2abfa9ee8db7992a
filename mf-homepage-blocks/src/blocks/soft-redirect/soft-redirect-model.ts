import { z } from 'zod/mini';

export const softRedirectSchema = z.object({
  /** The modal is offered while the shown counter is below this number. */
  maxShownCount: z.int().check(z.nonnegative()),
  /** Lifetime of the shown counter cookie. */
  cookieExpiryDays: z.number().check(z.positive()),
  logo: z.string().check(z.minLength(1)),
  logoAltText: z.nullish(z.string()),
});

export type SoftRedirectModel = z.infer<typeof softRedirectSchema>;
