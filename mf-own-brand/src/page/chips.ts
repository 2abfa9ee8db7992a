import type { OwnBrandCategory } from '../data/own-brand-categories';

/** Spec section 2: the chip selected first, where the active tab has that category. */
export const DEFAULT_CHIP_ID = 'dry-food-dogs';

/** The default chip of a tab: `dry-food-dogs` if the tab shows it, otherwise the tab's first category. */
export function defaultChipId(categories: readonly OwnBrandCategory[]): string | undefined {
  return categories.find((category) => category.id === DEFAULT_CHIP_ID)?.id ?? categories[0]?.id;
}

/**
 * Brings a category's slider into view: centred (spec section 4), or from its top when it is taller than the
 * view; smoothly, or at once for shoppers who ask for reduced motion.
 */
export function scrollSliderIntoView(element: HTMLElement): void {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const tallerThanView = element.getBoundingClientRect().height > window.innerHeight;
  element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: tallerThanView ? 'start' : 'center', inline: 'nearest' });
}
