import { VisuallyHidden } from '@storefront/ui';
import { MAX_STARS, StarRating } from '@storefront/ui/star-rating';

const ratingFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('de-DE');

export interface RatingProps {
  averageRating: number;
  reviewCount: number;
}

/** Stars with the review count; read out as one sentence. Renders nothing without reviews. */
export function Rating({ averageRating, reviewCount }: RatingProps) {
  if (reviewCount <= 0) return null;
  const rating = Math.min(MAX_STARS, Math.max(0, averageRating));
  const count = countFormat.format(reviewCount);
  const reviews = reviewCount === 1 ? 'Bewertung' : 'Bewertungen';
  return (
    <p className="sf-product-card__rating">
      <StarRating rating={rating} />
      <span aria-hidden="true">{` (${count})`}</span>
      <VisuallyHidden>{`${ratingFormat.format(rating)} von ${MAX_STARS} Sternen, ${count} ${reviews}`}</VisuallyHidden>
    </p>
  );
}
