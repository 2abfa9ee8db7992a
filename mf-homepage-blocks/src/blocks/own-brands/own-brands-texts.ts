/** Labels the content does not carry: a carousel's name when the content has no headline. */
export const OWN_BRANDS_TEXTS = {
  dog: 'Eigenmarken für Hunde',
  cat: 'Eigenmarken für Katzen',
} as const;

/** Tracking target name of an own-brand card (impression and click on its link). */
export const OWN_BRAND_TARGET = 'own_brand';
