import type { PetType } from '../data/own-brand-categories';

/** The query parameter that selects the tab (spec section 2: `type=cat` or `type=dog`). */
export const PET_TYPE_PARAM = 'type';

/** The anchor that lands on the recommendations area (spec section 2). */
export const RECOMMENDATIONS_ANCHOR = 'recommendation';

/** Spec section 2: the dog tab when `type` is dog (any case, spaces ignored), otherwise, also without it, cat. */
export function petTypeFromSearch(search: string): PetType {
  return new URLSearchParams(search).get(PET_TYPE_PARAM)?.trim().toLowerCase() === 'dog' ? 'dog' : 'cat';
}

/**
 * The link of a tab (spec section 2: the page with `type` and the recommendations' anchor), relative to the page it
 * is on: followed without a script, it loads the page with that tab selected and scrolled to the tabs.
 */
export function tabHref(petType: PetType): string {
  return `?${PET_TYPE_PARAM}=${petType}#${RECOMMENDATIONS_ANCHOR}`;
}

/** The same page with `type` set to the tab; other query parameters and the anchor stay. */
export function urlWithPetType(href: string, petType: PetType): string {
  const url = new URL(href);
  url.searchParams.set(PET_TYPE_PARAM, petType);
  return `${url.pathname}${url.search}${url.hash}`;
}
