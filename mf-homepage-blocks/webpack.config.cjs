const { createFragmentConfig } = require('@storefront/build/webpack');

module.exports = createFragmentConfig({
  dirname: __dirname,
  fragment: 'mf-homepage-blocks',
  exposes: { './app': './src/app.ts', './blocks': './src/exposed/blocks.ts' },
});
