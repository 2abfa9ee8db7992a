const { createFragmentConfig } = require('@storefront/build/webpack');

module.exports = createFragmentConfig({
  dirname: __dirname,
  fragment: 'mf-account-overview',
  exposes: { './app': './src/app.ts' },
});
