import { getSiteConfig, safeHref } from '@storefront/platform';
import type { TypedPetCategory } from './pet-selector-model';

const AUSTRIAN_SHOP_DOMAIN = 'zooplus.at';

/**
 * Spec section 2: on the Austrian shop small animals and rodents, birds, fish and horses have their pages under
 * "weitere Tiere", whatever path the content gives them.
 */
const AUSTRIAN_PET_PATHS: Readonly<Record<string, string>> = {
  small_animal: '/shop/weitere_tiere/kleintier',
  rodent: '/shop/weitere_tiere/kleintier',
  bird: '/shop/weitere_tiere/vogel',
  fish: '/shop/weitere_tiere/aquaristik',
  horse: '/shop/weitere_tiere/pferd',
};

/** Where a category links to: its type's path (the Austrian one on zooplus.at); undefined when that is unsafe. */
export function petCategoryHref(category: TypedPetCategory): string | undefined {
  const austrian = getSiteConfig().domain.toLowerCase() === AUSTRIAN_SHOP_DOMAIN && Object.hasOwn(AUSTRIAN_PET_PATHS, category.animalType);
  return safeHref(austrian ? AUSTRIAN_PET_PATHS[category.animalType] : category.path);
}
