const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description.
// Its releases render the page's first view on the server (src/server/first-view.tsx).
module.exports = createFragmentConfig({ dirname: __dirname, firstView: './src/server/first-view.tsx' });
