import { z } from 'zod';
import { isHexColour } from './banner-colours';

export const countdownSchema = z.object({
  headline: z.string().min(1),
  message: z.string().nullish(),
  endDate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: 'endDate must be an ISO date' }),
  buttonLabel: z.string().nullish(),
  targetLink: z.string().nullish(),
  /** Describes where the button leads; its tooltip and accessible description. */
  ariaLabel: z.string().nullish(),
  background: z.string().refine(isHexColour, { message: 'background must be a hex colour like #1F2A44' }).nullish(),
  shortLink: z.string().nullish(),
});

export type CountdownModel = z.infer<typeof countdownSchema>;
