import { v } from '@storefront/platform';
import { optionalLink, optionalText } from '../model-fields';
import { rfc3339Instant } from './end-date';

export const countdownSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  message: optionalText,
  endDate: v.pipe(
    v.string(),
    v.check(
      (value) => rfc3339Instant(value) !== undefined,
      'endDate must be an RFC 3339 date-time with a time zone, like 2025-12-24T18:00:00+01:00 or 2025-12-24T17:00:00Z',
    ),
  ),
  buttonLabel: optionalText,
  targetLink: optionalLink,
  /** Describes where the button leads; its tooltip and accessible description. */
  ariaLabel: optionalText,
  /** Any text, as the contract allows: one that is no CSS colour is left out (use-banner-colours.ts). */
  background: optionalText,
  shortLink: optionalLink,
});

export type CountdownModel = v.InferOutput<typeof countdownSchema>;
