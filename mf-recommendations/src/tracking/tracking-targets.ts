// Tracking target names this fragment sends (spec section 7); the arrow names are the shared contract's.
export { RECOMMENDATION_NEXT, RECOMMENDATION_PREVIOUS } from '@storefront/contracts';
/** Impressions of product cards in recommendation sliders; the id is the card's article id. */
export const RECOMMENDATION_PRODUCT = 'recommendation_product';
