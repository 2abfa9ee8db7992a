const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createShellConfig } = require('@storefront/build/webpack');

const shellConfig = createShellConfig({ dirname: __dirname, template: path.join(__dirname, 'src/index.html') });

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // registry.json and storefront-config.json are deployment documents, read at run time, never bundled.
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }));
  return config;
};
