/** Labels the content does not carry: the carousel's name when the content has no headline. */
export const CATEGORY_SELECTOR_TEXTS = {
  region: 'Kategorien',
} as const;

/** Tracking target names: a category card (impression and click) and the link to all categories. */
export const CATEGORY_CARD_TARGET = 'category_selector';
export const CATEGORY_SELECTOR_CTA_TARGET = 'category_selector_cta';
