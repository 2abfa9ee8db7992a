import { FEATURE_FLAGS, isFeatureEnabled } from '@storefront/platform';
import type { BadgeFlags } from '../pricing/badges';
import type { PriceDisplayOptions } from '../pricing/price-display';

export interface CardFlags extends BadgeFlags, PriceDisplayOptions {
  addToCartEnabled: boolean;
}

/** The feature flags a card depends on (spec sections 5 and 6); each is on only for the string 'true'. */
export function readCardFlags(): CardFlags {
  return {
    pricingTooltipEnabled: isFeatureEnabled(FEATURE_FLAGS.pricingTooltip),
    favouriteBadgeEnabled: isFeatureEnabled(FEATURE_FLAGS.favouriteBadge),
    sponsoredTagEnabled: isFeatureEnabled(FEATURE_FLAGS.sponsoredTag),
    addToCartEnabled: isFeatureEnabled(FEATURE_FLAGS.addToCartOnRecommendations),
  };
}

/** Whether two readings of the flags agree on every flag. */
export function sameCardFlags(a: CardFlags, b: CardFlags): boolean {
  return (Object.keys(a) as (keyof CardFlags)[]).every((flag) => a[flag] === b[flag]);
}
