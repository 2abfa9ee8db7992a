import { z } from 'zod/mini';

/** The item `type` that marks the bonus-points value prop. */
export const BONUS_POINTS_ITEM_TYPE = 'bonusPoints';

export const valuePropositionItemSchema = z.object({
  /** autoshipment, bonusPoints or personalisation in the sample data; only bonusPoints changes the behaviour. */
  type: z.optional(z.string()),
  title: z.string().check(z.minLength(1)),
  urlText: z.optional(z.string()),
  urlLink: z.optional(z.string()),
});

export const valuePropositionStripSchema = z.object({
  title: z.string().check(z.minLength(1)),
  left: valuePropositionItemSchema,
  middle: valuePropositionItemSchema,
  right: valuePropositionItemSchema,
});

export type ValuePropositionItemModel = z.infer<typeof valuePropositionItemSchema>;
export type ValuePropositionStripModel = z.infer<typeof valuePropositionStripSchema>;
