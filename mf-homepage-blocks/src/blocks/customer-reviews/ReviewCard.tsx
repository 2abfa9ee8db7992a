import type { CustomerReviewModel } from './customer-reviews-model';
import { StarRating } from './StarRating';

export function ReviewCard({ review }: { review: CustomerReviewModel }) {
  return (
    <article className="hp-review">
      <StarRating rating={review.rating} />
      {review.headline && <h3 className="hp-review__headline">{review.headline}</h3>}
      {review.description && <p className="hp-review__description">{review.description}</p>}
    </article>
  );
}
