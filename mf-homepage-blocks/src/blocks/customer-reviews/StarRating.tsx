import type { CSSProperties } from 'react';
import { MAX_RATING } from './customer-reviews-model';
import { ratingText } from './rating-text';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars() {
  return (
    <svg aria-hidden="true" focusable="false" width={24 * MAX_RATING} height="24" viewBox={`0 0 ${24 * MAX_RATING} 24`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <path key={index} d={STAR_PATH} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to the rating (fractions too), one image for screen readers named "4,5 von 5 Sternen". The
 * filled layer lies over outlined stars and is cut at the rating's share of the width.
 */
export function StarRating({ rating }: { rating: number }) {
  const share = { '--hp-star-share': `${(Math.min(Math.max(rating, 0), MAX_RATING) / MAX_RATING) * 100}%` } as CSSProperties;
  return (
    <span className="hp-star-rating" role="img" aria-label={ratingText(rating)} style={share}>
      <span className="hp-star-rating__empty">
        <Stars />
      </span>
      <span className="hp-star-rating__filled">
        <Stars />
      </span>
    </span>
  );
}
