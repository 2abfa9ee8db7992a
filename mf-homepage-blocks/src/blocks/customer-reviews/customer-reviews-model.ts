import { v } from '@storefront/platform';
import { optionalText } from '../model-fields';

/** Spec section 3 and the content contract: a rating from 1 to 5 stars, halves and other fractions allowed. */
export const MAX_RATING = 5;

export const customerReviewSchema = v.object({
  headline: optionalText,
  rating: v.pipe(v.number(), v.minValue(1), v.maxValue(MAX_RATING)),
  description: optionalText,
});

export const customerReviewsSchema = v.object({
  headline: optionalText,
  reviews: v.array(customerReviewSchema),
});

export type CustomerReviewModel = v.InferOutput<typeof customerReviewSchema>;
export type CustomerReviewsModel = v.InferOutput<typeof customerReviewsSchema>;
