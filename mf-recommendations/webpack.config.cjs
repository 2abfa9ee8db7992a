const { createFragmentConfig } = require('@storefront/build/webpack');

module.exports = createFragmentConfig({
  dirname: __dirname,
  fragment: 'mf-recommendations',
  exposes: {
    './HomeRecommendations': './src/exposed/HomeRecommendations.ts',
    './RecommendationSlider': './src/exposed/RecommendationSlider.ts',
    './ProductCard': './src/exposed/ProductCard.ts',
  },
});
