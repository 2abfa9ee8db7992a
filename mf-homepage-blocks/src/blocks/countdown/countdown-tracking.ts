import type { TrackingTarget } from '@storefront/contracts';

export const COUNTDOWN_TRACKING_NAME = 'countdown_banner';

/**
 * The CLICK target of the countdown button: name `countdown_banner`, id the link's path with every run of
 * characters other than letters and digits turned into `_`, e.g. `/shop/angebote/black-week?x=1` ->
 * `shop_angebote_black_week`; the site root gives `home`.
 */
export function countdownClickTarget(href: string): TrackingTarget {
  const path = new URL(href, 'https://relative.invalid').pathname;
  const id = path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return { name: COUNTDOWN_TRACKING_NAME, id: id || 'home' };
}
