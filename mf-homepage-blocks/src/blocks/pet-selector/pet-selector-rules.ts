import type { Device } from '@storefront/ui';

/** Spec section 5: hidden unless at least 2 categories have an animal type ... */
export const MIN_CATEGORIES = 2;
/** ... and visually hidden (kept for screen readers and crawlers) under 4. */
export const MIN_VISIBLE_CATEGORIES = 4;

/**
 * Spec section 5: scrolling is disabled with 2 categories, on tablet with fewer than 5, on desktop with fewer
 * than 8. Those are the counts that fit the row of the device (see PETS_PER_VIEW).
 */
export function scrollingEnabled(count: number, device: Device): boolean {
  if (count <= 2) return false;
  if (device === 'tablet') return count >= 5;
  if (device === 'desktop') return count >= 8;
  return true;
}

/** Pets per view while scrolling: a part of the next one shows there are more. */
export const PETS_PER_VIEW: Readonly<Record<Device, number>> = { mobile: 2.5, tablet: 4.5, desktop: 7.5 };

/** Spec section 9: the pet images come in 180, 220, 270 and 350 px widths. */
export const PET_IMAGE_WIDTHS = [180, 220, 270, 350] as const;
/** A pet of a row that does not scroll is at most this wide. */
export const STATIC_PET_MAX_PX = 270;

/** The `sizes` of the pet images: the width of one pet in the layout in force at each window width. */
export function petImageSizes(scrolling: boolean, count: number): string {
  if (!scrolling) return `(min-width: ${count * STATIC_PET_MAX_PX + 32}px) ${STATIC_PET_MAX_PX}px, calc((100vw - 2rem) / ${count})`;
  return [
    `(min-width: 1440px) calc(1408px / ${PETS_PER_VIEW.desktop})`,
    `(min-width: 1200px) calc((100vw - 2rem) / ${PETS_PER_VIEW.desktop})`,
    `(min-width: 544px) calc((100vw - 2rem) / ${PETS_PER_VIEW.tablet})`,
    `calc((100vw - 2rem) / ${PETS_PER_VIEW.mobile})`,
  ].join(', ');
}
