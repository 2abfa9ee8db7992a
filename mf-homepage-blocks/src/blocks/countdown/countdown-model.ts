import { v } from '@storefront/platform';
import { isHexColour } from './banner-colours';

export const countdownSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  message: v.nullish(v.string()),
  endDate: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'endDate must be an ISO date'),
  ),
  buttonLabel: v.nullish(v.string()),
  targetLink: v.nullish(v.string()),
  /** Describes where the button leads; its tooltip and accessible description. */
  ariaLabel: v.nullish(v.string()),
  background: v.nullish(v.pipe(v.string(), v.check(isHexColour, 'background must be a hex colour like #1F2A44'))),
  shortLink: v.nullish(v.string()),
});

export type CountdownModel = v.InferOutput<typeof countdownSchema>;
