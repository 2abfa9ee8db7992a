import { v } from '@storefront/platform';

/** The item `type` that marks the bonus-points value prop. */
export const BONUS_POINTS_ITEM_TYPE = 'bonusPoints';

export const valuePropositionItemSchema = v.object({
  /** autoshipment, bonusPoints or personalisation in the sample data; only bonusPoints changes the behaviour. */
  type: v.optional(v.string()),
  title: v.pipe(v.string(), v.minLength(1)),
  urlText: v.optional(v.string()),
  urlLink: v.optional(v.string()),
});

export const valuePropositionStripSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  left: valuePropositionItemSchema,
  middle: valuePropositionItemSchema,
  right: valuePropositionItemSchema,
});

export type ValuePropositionItemModel = v.InferOutput<typeof valuePropositionItemSchema>;
export type ValuePropositionStripModel = v.InferOutput<typeof valuePropositionStripSchema>;
