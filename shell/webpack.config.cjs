const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createShellConfig } = require('@storefront/build/webpack');

const { documentMinification, inlineStyles, staticConsentBanner } = require('./build/document-parts.cjs');

// The document carries what the first paint needs: the shell's styles and the consent banner's markup.
const shellConfig = createShellConfig({
  dirname: __dirname,
  template: path.join(__dirname, 'src/index.html'),
  html: {
    templateParameters: { inlineStyles: inlineStyles(path.join(__dirname, 'src/styles/global.css')), staticConsentBanner: staticConsentBanner() },
    minify: documentMinification,
  },
});

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // registry.json and storefront-config.json are deployment documents, read at run time, never bundled.
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }));
  return config;
};
