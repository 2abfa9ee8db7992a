const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description.
// Its sliders load after the first screen, some at once: two files each (the cards' shared code and the expose's own)
// instead of five, fewer request starts on a slow phone's main thread.
module.exports = createFragmentConfig({ dirname: __dirname, requestsPerExpose: 2 });
