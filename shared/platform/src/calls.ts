// API calls only fragments make (`@storefront/platform/calls`): bundled into each fragment that imports them, not
// into the shell's shared platform, every export of which is loaded with the homepage's first screen.
export * from './recommender/recommendations-v4';
export * from './catalog/products-by-article-ids';
