import { StarRating } from '@storefront/ui/star-rating';
import type { CustomerReviewModel } from './customer-reviews-model';
import { ratingText } from './rating-text';

export function ReviewCard({ review }: { review: CustomerReviewModel }) {
  return (
    <article className="hp-review">
      <StarRating rating={review.rating} label={ratingText(review.rating)} />
      {review.headline && <h3 className="hp-review__headline">{review.headline}</h3>}
      {review.description && <p className="hp-review__description">{review.description}</p>}
    </article>
  );
}
