/** Labels the content does not carry. */
export const BRAND_CAROUSEL_TEXTS = {
  /** The carousel's name when the content has no headline. */
  region: 'Marken',
  /** A logo's alternative text when the content has none. */
  logoFallbackAlt: 'Markenlogo',
} as const;

/** Tracking target name of a brand logo (impression and click). */
export const BRAND_LOGO_TARGET = 'brand_logo';
