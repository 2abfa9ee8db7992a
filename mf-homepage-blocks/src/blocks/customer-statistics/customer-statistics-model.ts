import { v } from '@storefront/platform';
import { optionalText } from '../model-fields';

export const customerStatisticsSchema = v.object({
  /** The block's point: "11 Mio." or a number ("11000000", shown in German format); a model without one is refused. */
  count: v.union([v.pipe(v.string(), v.trim(), v.minLength(1)), v.pipe(v.number(), v.finite())]),
  subtitle: optionalText,
  leftFeatureText: optionalText,
  middleFeatureText: optionalText,
  rightFeatureText: optionalText,
});

export type CustomerStatisticsModel = v.InferOutput<typeof customerStatisticsSchema>;
