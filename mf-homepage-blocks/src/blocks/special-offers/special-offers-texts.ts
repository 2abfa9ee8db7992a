/** The special offers' own labels (the content carries none for them). */
export const SPECIAL_OFFERS_TEXTS = {
  /** Names the carousel when the content has no title. */
  carouselLabel: 'Angebote',
  /** Names an offer's link when its picture has no alt text: by its place. */
  tileLink: (position: number) => `Angebot ${position}`,
} as const;
