const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description.
module.exports = createFragmentConfig({ dirname: __dirname });
