const { createFragmentConfig } = require('@storefront/build/webpack');

// Name, port and exposed modules come from this fragment's entry in the federation description.
// Its releases render the page's first view on the server (src/server/first-view.tsx). Its page loads as one script
// and one stylesheet (webpack's maxAsyncRequests 2), fewer request starts on a slow phone's main thread.
module.exports = createFragmentConfig({ dirname: __dirname, firstView: './src/server/first-view.tsx', requestsPerExpose: 2 });
