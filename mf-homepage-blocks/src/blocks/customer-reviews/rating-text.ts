import { MAX_RATING } from './customer-reviews-model';
import { REVIEWS_TEXTS } from './customer-reviews-texts';

const starsFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** What a screen reader says for a rating: "4,5 von 5 Sternen". */
export function ratingText(rating: number): string {
  return REVIEWS_TEXTS.rating(starsFormat.format(rating), MAX_RATING);
}
