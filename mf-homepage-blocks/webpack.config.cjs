const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description; its releases also
// render the homepage's first view on the server.
module.exports = createFragmentConfig({ dirname: __dirname, firstView: './src/server/first-view.ts' });
