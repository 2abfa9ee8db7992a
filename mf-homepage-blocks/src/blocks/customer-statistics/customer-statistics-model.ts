import { v } from '@storefront/platform';

const text = v.nullish(v.string());

export const customerStatisticsSchema = v.object({
  /** The block's point: "11 Mio." or a number ("11000000", shown in German format); a model without one is refused. */
  count: v.union([v.pipe(v.string(), v.trim(), v.minLength(1)), v.pipe(v.number(), v.finite())]),
  subtitle: text,
  leftFeatureText: text,
  middleFeatureText: text,
  rightFeatureText: text,
});

export type CustomerStatisticsModel = v.InferOutput<typeof customerStatisticsSchema>;
