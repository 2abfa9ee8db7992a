import { VisuallyHidden } from '@storefront/ui';

const ratingFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('de-DE');
const MAX_RATING = 5;

export interface RatingProps {
  averageRating: number;
  reviewCount: number;
}

/** Stars with the review count; read out as one sentence. Renders nothing without reviews. */
export function Rating({ averageRating, reviewCount }: RatingProps) {
  if (reviewCount <= 0) return null;
  const rating = Math.min(MAX_RATING, Math.max(0, averageRating));
  const count = countFormat.format(reviewCount);
  const reviews = reviewCount === 1 ? 'Bewertung' : 'Bewertungen';
  return (
    <p className="sf-product-card__rating">
      <span className="sf-rating-stars" aria-hidden="true">
        <span className="sf-rating-stars__filled" style={{ width: `${(rating / MAX_RATING) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span aria-hidden="true">{` (${count})`}</span>
      <VisuallyHidden>{`${ratingFormat.format(rating)} von 5 Sternen, ${count} ${reviews}`}</VisuallyHidden>
    </p>
  );
}
