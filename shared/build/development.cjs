// What a fragment's development build adds to the preset (webpack.cjs): its standalone page, the development server
// with fast refresh on that page, and source maps the shop's Content-Security-Policy accepts.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The standalone page's entry: the fragment's `src/standalone.tsx` behind an async boundary (standalone-boundary.mjs). */
const STANDALONE_ENTRY = 'standalone';
const STANDALONE_MODULE = 'storefront-standalone-page';
const STANDALONE_BOUNDARY = path.join(__dirname, 'standalone-boundary.mjs');

/**
 * Development builds keep their output out of `dist` (the production build a release is published from), so a
 * squad's `webpack --mode development` never replaces what `npm start` and the deploy command publish.
 */
const DEVELOPMENT_OUTPUT = 'dist-dev';

/**
 * Separate source-map files: the `eval` source maps of webpack's development default run every module through
 * `eval()`, which the shop's Content-Security-Policy refuses (no `unsafe-eval`), so a development build could not be
 * overridden into a running shop.
 */
const DEVELOPMENT_DEVTOOL = 'cheap-module-source-map';

/** True under `webpack serve` (webpack-cli sets it in the environment passed to the configuration). */
function isServing(env) {
  return Boolean(env?.WEBPACK_SERVE) || process.env.WEBPACK_SERVE === 'true';
}

/** The standalone page's entry, the alias its boundary imports and the page's HTML (only its own entry's scripts). */
function standalonePage({ dirname, title }) {
  return {
    entry: { [STANDALONE_ENTRY]: STANDALONE_BOUNDARY },
    alias: { [`${STANDALONE_MODULE}$`]: path.join(dirname, 'src/standalone.tsx') },
    html: new HtmlWebpackPlugin({ title, chunks: [STANDALONE_ENTRY], templateContent: standaloneHtml }),
  };
}

// Fragments take their typeface from the page (the shell's global.css); without the shell, the system's.
const standaloneHtml = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><style>:root{font-family:system-ui,sans-serif}</style></head><body><main id="root"></main></body></html>`;

/**
 * The development server's client (reloads, the error overlay) and React Refresh's runtime are added by their plugins
 * to every entry, also to the fragment's `remoteEntry.js`. Overridden into a running shop, that entry would open a
 * WebSocket to the development server, which the shop's policy refuses (connect-src names http(s) origins only), and
 * run a second refresh runtime beside the shop's React. They belong to the standalone page: this moves them there.
 */
class DevelopmentClientOnStandalonePagePlugin {
  apply(compiler) {
    compiler.hooks.finishMake.tap({ name: 'DevelopmentClientOnStandalonePagePlugin', stage: Number.MAX_SAFE_INTEGER }, (compilation) => {
      const page = compilation.entries.get(STANDALONE_ENTRY);
      const everyEntry = compilation.globalEntry.dependencies;
      if (!page || everyEntry.length === 0) return;
      page.dependencies.unshift(...everyEntry.splice(0, everyEntry.length));
    });
  }
}

/**
 * Fast refresh on the standalone page: an edited component is swapped in place, its state kept (React Refresh,
 * the mechanism of create-react-app, Next.js and Vite's React plugin). Only under `webpack serve`, with a standalone page.
 */
function fastRefreshPlugins({ uniqueName }) {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  // The development server's overlay shows build errors already; a second overlay would need a client of its own.
  return [new ReactRefreshPlugin({ overlay: false, library: uniqueName }), new DevelopmentClientOnStandalonePagePlugin()];
}

/** The development server of a fragment: CORS for any page on this machine (the shop, another fragment's page). */
function developmentServer({ port, hot }) {
  return {
    port,
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    historyApiFallback: true,
    hot,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
  };
}

module.exports = {
  DEVELOPMENT_DEVTOOL,
  DEVELOPMENT_OUTPUT,
  DevelopmentClientOnStandalonePagePlugin,
  STANDALONE_ENTRY,
  developmentServer,
  fastRefreshPlugins,
  isServing,
  standalonePage,
};
