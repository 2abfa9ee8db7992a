const { createFragmentConfig } = require('@storefront/build/webpack');

module.exports = createFragmentConfig({
  dirname: __dirname,
  fragment: 'mf-tracking',
  exposes: { './tracker': './src/tracker/index.ts', './app': './src/app.ts' },
});
