const { createFragmentConfig } = require('@storefront/build/webpack');

/**
 * What the tracker expose runs on every page (the queue, the page views, the A/B tests, the tracking runtime and the
 * contracts they speak), in one file: webpack split it into three, as the app expose shares parts of it (two request
 * starts fewer on `/` and `/eigenmarken`; `/account`, which loads only the app expose, gets the tracker's own 0.8 KB
 * gzip with it).
 */
const TRACKER_MODULES = /[\\/](mf-tracking[\\/]src[\\/](ab-tests|browser|events|impressions|page-view|queue|tracker)|shared[\\/]contracts[\\/]src)[\\/]/;

// Name, port and exposed modules come from this fragment's entry in the federation description.
module.exports = createFragmentConfig({ dirname: __dirname, startUpModules: TRACKER_MODULES });
