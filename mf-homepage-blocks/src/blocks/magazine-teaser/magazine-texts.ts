/** The magazine teaser's own words; everything else it shows comes from content. */
export const MAGAZINE_TEXTS = {
  /** The block's heading for screen readers; on screen the magazine's logo stands for it. */
  heading: 'Magazin',
  carouselLabel: 'Artikel aus dem Magazin',
  readingTime: (minutes: string) => `${minutes} Min. Lesezeit`,
  sponsoredBy: (sponsor: string) => `Gesponsert von ${sponsor}`,
};
