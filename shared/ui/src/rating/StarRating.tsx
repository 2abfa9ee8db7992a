import type { CSSProperties } from 'react';
import './star-rating.css';

export const MAX_STARS = 5;

export interface StarRatingProps {
  /** 0 to 5; fractions fill a star in part, values outside are clamped. */
  rating: number;
  /** The image's name ("4,5 von 5 Sternen"); without one the stars are decoration beside a text that says the rating. */
  label?: string;
}

/** The share of the five stars that is filled, as a CSS length. */
export function filledShare(rating: number): string {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return `${(clamped / MAX_STARS) * 100}%`;
}

/**
 * Five stars filled to the rating: one element whose background draws outlined stars and whose `::before` draws
 * filled ones up to the rating's share. No glyphs (a phone's fonts may lack ★, and each text run of them cost a product
 * card more layout than the rest of its text) and no SVG elements in the page.
 */
export function StarRating({ rating, label }: StarRatingProps) {
  const style = { '--sf-star-fill': filledShare(rating) } as CSSProperties;
  return label === undefined ? (
    <span className="sf-star-rating" aria-hidden="true" style={style} />
  ) : (
    <span className="sf-star-rating" role="img" aria-label={label} style={style} />
  );
}
