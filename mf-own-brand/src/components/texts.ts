import type { PetType } from '../data/own-brand-categories';

/** Every German text of the page that does not come from data. */
export const TEXTS = {
  title: 'Unsere Eigenmarken',
  intro: 'Futter, Snacks und mehr von unseren eigenen Marken – ausgewählt für Katzen und Hunde.',
  tabList: 'Eigenmarken nach Tierart',
  loading: 'Eigenmarken werden geladen …',
  unavailable: 'Unsere Eigenmarken können wir Ihnen gerade nicht zeigen. Bitte versuchen Sie es später noch einmal.',
  toShop: 'Weiter zum Shop',
  /** The carousel's accessible name under the category heading. */
  productsOf: (caption: string) => `${caption}: Produkte`,
} as const;

export const PET_TEXTS: Readonly<Record<PetType, { tab: string; chips: string }>> = {
  cat: { tab: 'Katze', chips: 'Kategorien für Katzen' },
  dog: { tab: 'Hund', chips: 'Kategorien für Hunde' },
};

/** Where the unavailable message sends the shopper: the shop's start page. */
export const SHOP_HOME = '/';
