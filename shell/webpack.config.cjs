const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createShellConfig } = require('@storefront/build/webpack');

const {
  documentMinification,
  eventReplayScript,
  inlineStyles,
  intlWarmUp,
  staticConsentBanner,
  staticFooter,
  staticHeader,
} = require('./build/document-parts.cjs');

const intlWarmUpWorker = intlWarmUp();

// The document carries what the first paint needs: the shell's styles, the consent banner's markup, the header and the
// footer (also for a browser without JavaScript), the script that keeps taps on a first view's controls until its
// fragment has taken it over, and the one that starts the worker loading the number formats' data (src/intl-warm-up).
const shellConfig = createShellConfig({
  dirname: __dirname,
  template: path.join(__dirname, 'src/index.html'),
  html: {
    templateParameters: {
      eventReplayScript: eventReplayScript(),
      intlWarmUpScript: intlWarmUpWorker.startScript,
      inlineStyles: inlineStyles(path.join(__dirname, 'src/styles/global.css')),
      staticConsentBanner: staticConsentBanner(),
      staticHeader: staticHeader(),
      staticFooter: staticFooter(),
    },
    minify: documentMinification,
  },
});

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // registry.json and storefront-config.json are deployment documents, read at run time, never bundled.
  config.plugins.push(
    new CopyPlugin({
      patterns: [
        { from: 'public', to: '.' },
        { from: 'src/intl-warm-up/intl-warm-up.worker.ts', to: intlWarmUpWorker.file, transform: () => intlWarmUpWorker.workerScript },
      ],
    }),
  );
  return config;
};
