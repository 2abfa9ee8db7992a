// The constants live in the shared contract so every fragment uses the same values; re-exported by ./tracker.
export { BANNER_IMPRESSION_DELAY_MS, HERO_BANNER_THRESHOLD, RECOMMENDATION_NEXT, RECOMMENDATION_PREVIOUS } from '@storefront/contracts';
