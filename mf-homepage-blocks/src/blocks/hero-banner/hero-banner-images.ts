import { TABLET_MIN_WIDTH } from '@storefront/ui';
import type { HeroImageSet } from './hero-slides';

/**
 * The hero's picture formats: desktop images 1440x400 (also on tablets), mobile images 800x600. The page is at
 * most 1600 px wide (content-page.css) and the hero spans it.
 */
export const HERO_IMAGES: Record<HeroImageSet, { width: number; height: number; widths: readonly number[]; sizes: string }> = {
  desktop: { width: 1440, height: 400, widths: [768, 1024, 1280, 1600, 2000], sizes: '(min-width: 1600px) 1600px, 100vw' },
  mobile: { width: 800, height: 600, widths: [400, 600, 800, 1200], sizes: '100vw' },
};

/** From this window width on (tablets and desktops) the hero shows the desktop images (heroImageSetOf). */
export const HERO_DESKTOP_IMAGES_MIN_WIDTH = TABLET_MIN_WIDTH;

/** Time each slide stays while the hero plays by itself (tablet and desktop). */
export const HERO_AUTOPLAY_DELAY_MS = 5000;
