import { v } from '@storefront/platform';
import { optionalLink, optionalText } from '../model-fields';
import { isHexColour } from './banner-colours';

export const countdownSchema = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  message: optionalText,
  endDate: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'endDate must be an ISO date'),
  ),
  buttonLabel: optionalText,
  targetLink: optionalLink,
  /** Describes where the button leads; its tooltip and accessible description. */
  ariaLabel: optionalText,
  background: v.nullish(v.pipe(v.string(), v.check(isHexColour, 'background must be a hex colour like #1F2A44'))),
  shortLink: optionalLink,
});

export type CountdownModel = v.InferOutput<typeof countdownSchema>;
