/** The customer reviews' own words; the reviews themselves come from content. */
export const REVIEWS_TEXTS = {
  /** Names the block when content gives no headline, and its carousel. */
  carouselLabel: 'Kundenbewertungen',
  rating: (stars: string, of: number) => `${stars} von ${of} Sternen`,
};
