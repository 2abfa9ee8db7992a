const { createFragmentConfig } = require('@storefront/build/webpack');

module.exports = createFragmentConfig({
  dirname: __dirname,
  fragment: 'mf-own-brand',
  exposes: { './app': './src/app.ts' },
});
