/** The responsive banner's own labels (the content carries none for them). */
export const RESPONSIVE_BANNER_TEXTS = {
  /** Names the banner's link when the content gives neither ctaAreaLabel nor alt text (the hero's "Aktion N", for one). */
  link: 'Aktion',
} as const;
