const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description.
// Its sliders and cards load after the first screen: each exposed module as one script and one stylesheet (webpack's
// maxAsyncRequests 2) instead of up to five and two, fewer request starts on a slow phone's main thread.
module.exports = createFragmentConfig({ dirname: __dirname, requestsPerExpose: 2 });
