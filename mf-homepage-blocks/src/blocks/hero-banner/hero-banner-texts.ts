/** The hero's own labels (the content carries none for them). */
export const HERO_BANNER_TEXTS = {
  carouselLabel: 'Top-Themen',
  /** Names a slide's link when the content gives its image no alt text. */
  slideLink: (position: number) => `Aktion ${position}`,
} as const;
