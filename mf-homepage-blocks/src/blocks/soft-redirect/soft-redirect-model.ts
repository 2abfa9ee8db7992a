import { v } from '@storefront/platform';
import { altText } from '../model-fields';

export const softRedirectSchema = v.object({
  /** The modal is offered while the shown counter is below this number. */
  maxShownCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Lifetime of the shown counter cookie. */
  cookieExpiryDays: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  logo: v.pipe(v.string(), v.minLength(1)),
  logoAltText: altText,
});

export type SoftRedirectModel = v.InferOutput<typeof softRedirectSchema>;
