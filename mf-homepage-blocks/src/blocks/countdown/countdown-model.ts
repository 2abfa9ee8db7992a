import { z } from 'zod/mini';
import { isHexColour } from './banner-colours';

export const countdownSchema = z.object({
  headline: z.string().check(z.minLength(1)),
  message: z.nullish(z.string()),
  endDate: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), { message: 'endDate must be an ISO date' })),
  buttonLabel: z.nullish(z.string()),
  targetLink: z.nullish(z.string()),
  /** Describes where the button leads; its tooltip and accessible description. */
  ariaLabel: z.nullish(z.string()),
  background: z.nullish(z.string().check(z.refine(isHexColour, { message: 'background must be a hex colour like #1F2A44' }))),
  shortLink: z.nullish(z.string()),
});

export type CountdownModel = z.infer<typeof countdownSchema>;
