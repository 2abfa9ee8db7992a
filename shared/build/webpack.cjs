// The one webpack preset: Module Federation with the shared singletons, swc, content hashes, swc minifier.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { BuiltAgainstPlugin, builtAgainst } = require('./built-against.cjs');
const { ContractCheckPlugin } = require('./contract-check.cjs');
const { containerName, DEFAULT_PORTS, describedRegistry, EXPOSED_MODULES, fragmentByName, REQUEST_TIMEOUT_MS } = require('./federation.cjs');
const { DEVELOPMENT_DEVTOOL, DEVELOPMENT_OUTPUT, developmentServer, fastRefreshPlugins, isServing, standalonePage } = require('./development.cjs');

const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'federation-runtime/provide-bundler-runtime.mjs');
const SHARES_IN_OWN_TASKS = path.join(__dirname, 'federation-runtime/shares-in-own-tasks.mjs');
const PROVIDE_RUNTIME_WITHOUT_SHELL = path.join(__dirname, 'federation-runtime/provide-runtime-without-shell.mjs');
const BUNDLER_RUNTIME_FROM_SHELL = path.join(__dirname, 'federation-runtime/bundler-runtime-from-shell.mjs');
/** The module the federation plugin's generated entry imports its bundler runtime from (package entry or `/bundler`). */
const WEBPACK_BUNDLER_RUNTIME_ENTRY = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.c?js$/;
const ERROR_DESCRIPTIONS_FROM_SHELL = path.join(__dirname, 'federation-runtime/error-descriptions-from-shell.mjs');
/** Replaces the error-codes package's import of its descriptions (by request, so the stand-in resolves its own imports). */
const errorDescriptionsFromShell = new webpack.NormalModuleReplacementPlugin(/^\.\/desc\.mjs$/, (resolveData) => {
  if (/@module-federation[\\/]error-codes[\\/]dist$/.test(resolveData.context ?? '')) resolveData.request = ERROR_DESCRIPTIONS_FROM_SHELL;
});

const RUNTIME_START_WITHOUT_STORAGE = path.join(__dirname, 'federation-runtime/runtime-start-without-storage.mjs');
/** Replaces the sdk for the federation runtime's start, which imports it only for its debug switch (by importer). */
const runtimeStartWithoutStorage = new webpack.NormalModuleReplacementPlugin(/^@module-federation\/sdk$/, (resolveData) => {
  if (/@module-federation[\\/]runtime-core[\\/]dist[\\/]global\.js$/.test(resolveData.contextInfo?.issuer ?? '')) {
    resolveData.request = RUNTIME_START_WITHOUT_STORAGE;
  }
});

/** axios modules for bodies and URLs the platform's API client never sends (axios-unused-helper.mjs). */
const AXIOS_UNUSED_HELPERS = /axios[\\/]lib[\\/](helpers[\\/](estimateDataURLDecodedBytes|formDataToJSON|toURLEncodedForm)|core[\\/]createMultipartBody)\.js$/;

/**
 * axios, the preset's stand-ins for parts of it and the API client's module that makes axios instances (the API
 * client's chunk; that module takes axios as an argument, so importing it loads the chunk without evaluating axios).
 */
const AXIOS_MODULES = /[\\/](node_modules[\\/]axios[\\/]|axios-[a-z-]+\.mjs$|shared[\\/]platform[\\/]src[\\/]api[\\/]axios-instance\.ts$)/;

/**
 * The modules the shell's start-up needs on every page, whatever the route: React and react-dom (the shared modules
 * it provides), single-spa, the platform and the contracts, js-cookie and valibot, in one file. Webpack gave each
 * shared module and each vendor a file of its own: eight requests, each of which costs a low-end phone's main thread
 * 10-40 ms however small the file (docs/performance-log.md, 2026-12-03). Not the platform's calls only fragments make
 * (`@storefront/platform/calls`): earlier fragment releases call them through the shell, which loads them then.
 */
const SHELL_START_UP_MODULES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|single-spa|js-cookie|valibot)[\\/]|shared[\\/]contracts[\\/]src[\\/]|shared[\\/]platform[\\/]src[\\/](?!calls\.ts$|recommender[\\/]|catalog[\\/]))/;

/**
 * single-spa-react's ES module build creates its context with `try { require('react') } catch {}`. A package of
 * `"type": "module"` is strict ESM to webpack, which leaves that `require` undefined: every page threw and caught a
 * ReferenceError as a fragment's lifecycles were evaluated (an inspected or Lighthouse-measured page pays for its
 * stack; a squad pausing on caught exceptions stopped there on every load), and the library ran without the context
 * it provides. As `javascript/auto` webpack resolves that `require` to the shared React.
 */
const SINGLE_SPA_REACT_ESM = /[\\/]node_modules[\\/]single-spa-react[\\/]lib[\\/]esm[\\/]/;

/** The cache group of the modules a build needs on every page, whichever of its chunks asks first: one file. */
const startUpGroup = (test) => ({ test, name: 'start-up', chunks: 'async', enforce: true });

/** `refresh`: React Refresh's registrations in every component (fast refresh on a standalone page, development.cjs). */
const swcLoaderWith = ({ refresh = false } = {}) => ({
  loader: require.resolve('swc-loader'),
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always the production JSX runtime (react/jsx-runtime, a shared singleton): a fragment's development build
      // must run inside a production shell, whose React has no jsx-dev-runtime internals.
      transform: { react: { runtime: 'automatic', development: false, refresh } },
      // ES2022 (as tsconfig): class fields ship as written; below it swc adds a _define_property helper to each
      // module with one (0.3 KB gzip of /). Browsers: Chrome/Edge 72+, Firefox 69+, Safari 14.1+ (docs/architecture.md).
      target: 'es2022',
    },
  },
});
const swcLoader = swcLoaderWith();

/**
 * `hashedChunkNames: false`: chunk files named without their content hash, for builds published as a release, whose
 * folder (`releases/<version>-<content hash>/`) already changes with any of its files and is served immutable. The
 * remote entry then carries no table of every chunk's hash: 0.8 KB gzip of mf-homepage-blocks' entry, on every page.
 */
function commonConfig({ dirname, uniqueName, mode, refresh = false, hashedChunkNames = true }) {
  const production = mode === 'production';
  const chunkName = production && hashedChunkNames ? '[name].[contenthash:10]' : '[name]';
  return {
    mode,
    context: dirname,
    // Production source maps are served next to each file (`<file>.map`: error reports, bench:bytes, DevTools' "Add
    // source map") but not named in it: the `//# sourceMappingURL` comment is some 40 bytes gzip of every file a
    // shopper downloads and no shopper uses, 1.2 KB of `/` before the first scroll.
    devtool: production ? 'hidden-source-map' : DEVELOPMENT_DEVTOOL,
    output: {
      path: path.join(dirname, production ? 'dist' : DEVELOPMENT_OUTPUT),
      publicPath: 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: `${chunkName}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // webpack's default is 120 s; a chunk is one request like any other.
      chunkLoadTimeout: REQUEST_TIMEOUT_MS,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoaderWith({ refresh }) },
        { test: SINGLE_SPA_REACT_ESM, type: 'javascript/auto' },
        // Styles ship as CSS files, not as JavaScript that injects them: no style-loader runtime in every bundle,
        // and the browser fetches and parses them in parallel with the scripts.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(svg|png|webp|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        // Licence comments (react, react-dom, scheduler ...) go to `<file>.LICENSE.txt` next to each file, which the
        // file's first line names: some 130 bytes gzip less in each such file a shopper downloads (0.6 KB of `/`
        // before the first scroll), the notices still shipped with every release. The line is terser's, shortened
        // from "For license information please see <file>": some 20 bytes gzip less in each such file.
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          // Three compress passes instead of one: 75 bytes gzip less of `/` before the first scroll, no slower build here.
          terserOptions: { compress: { passes: 3 } },
          extractComments: { condition: 'some', banner: (licenseFile) => `Licenses: ${licenseFile}` },
        }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
      ],
      // Exposed modules are separate async chunks; webpack's default 20 KB threshold left code two exposes share
      // (the tracking queue behind both ./app and ./tracker) copied into each of them.
      splitChunks: {
        minSize: 2000,
        cacheGroups: {
          // axios with its stand-ins: the one chunk the API client's first call loads (named here: the import's own
          // chunk name would leave axios's node_modules part to a vendors file, a second request and 0.5 KB gzip more).
          // Before the shell's start-up group, which takes the rest of the platform.
          apiClientAxios: { test: AXIOS_MODULES, name: 'api-client-axios', chunks: 'async', enforce: true, priority: 1 },
        },
      },
    },
    plugins: [
      // Every build says what it was built against (built-against.json): a release carries it into the registry.
      new BuiltAgainstPlugin(dirname),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/, path.join(__dirname, 'axios-without-xhr.mjs')),
      new webpack.NormalModuleReplacementPlugin(AXIOS_UNUSED_HELPERS, path.join(__dirname, 'axios-unused-helper.mjs')),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]progressEventReducer\.js$/, path.join(__dirname, 'axios-without-progress.mjs')),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/, path.join(__dirname, 'axios-without-status-codes.mjs')),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]cancel[\\/]CancelToken\.js$/, path.join(__dirname, 'axios-without-cancel-token.mjs')),
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]trackStream\.js$/, path.join(__dirname, 'axios-without-stream-tracking.mjs')),
      ...(production ? [new CompileHintsPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: `${chunkName}.css`,
        // Order between independently built fragments is meaningless; every fragment scopes its own class names.
        ignoreOrder: true,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

function federation(dirname, options) {
  return new ModuleFederationPlugin({
    shareStrategy: 'loaded-first',
    shared: sharedSingletons(dirname),
    manifest: true,
    dts: false,
    ...options,
    // Browser-only runtime: leaves the federation runtime's Node loading code out of every bundle.
    experiments: { ...options.experiments, optimization: { target: 'web', ...options.experiments?.optimization } },
  });
}

/** The fragment whose folder this is, from the federation description (by its package name). */
function describedFragment(dirname) {
  const { name } = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const fragment = fragmentByName(name);
  if (!fragment) throw new Error(`${name} is not in the federation description (shared/contracts/src/federation.ts)`);
  return fragment;
}

/**
 * A fragment: a Module Federation remote with the exposed modules of its entry in the federation description,
 * plus a standalone page in development.
 * @param {{ dirname: string, firstView?: string, requestsPerExpose?: number, startUpModules?: RegExp }} options
 *   `firstView`: the entry of the fragment's server render of its first view (production builds).
 *   `startUpModules`: the modules an expose needs on every page, in one file (`start-up`, as the shell's) however
 *   webpack would split them between the exposes: one request, and one file for the federation runtime to preload.
 *   `requestsPerExpose`: at most this many JavaScript files to load one exposed module (webpack's
 *   `maxAsyncRequests`), the smaller chunks merged into the expose's own: each request costs a slow phone's main
 *   thread 25-50 ms to start (docs/performance-log.md), and code two exposes share may then come twice to a page that
 *   loads both. Default: as many as webpack splits.
 */
function createFragmentConfig({ dirname, firstView, requestsPerExpose, startUpModules }) {
  const browser = createBrowserConfig({ dirname, requestsPerExpose, startUpModules });
  if (!firstView) return browser;
  // Production releases of a fragment that renders its first view on the server hold that code too (a server
  // bundle, built after the browser's, which empties dist first); development runs the browser build alone.
  return (env, argv) =>
    argv.mode === 'development'
      ? browser(env, argv)
      : [
          { ...browser(env, argv), name: 'browser' },
          { ...firstViewServerConfig({ dirname, entry: firstView }), dependencies: ['browser'] },
        ];
}

/**
 * The server bundle of a fragment's first view (FIRST_VIEW_MODULE_FILE of the contracts): one CommonJS file for
 * Node with everything it imports, the styles left to the browser build (whose CSS files it reads).
 */
function firstViewServerConfig({ dirname, entry }) {
  return {
    name: 'first-view-server',
    mode: 'production',
    target: 'node',
    context: dirname,
    devtool: 'source-map',
    entry: { 'first-view': entry },
    output: { path: path.join(dirname, 'dist', 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: false },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // Node's own __dirname: the module reads the browser build's files next to its folder.
    node: { __dirname: false },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // jsdom's optional native add-ons (a server DOM for rich text): never installed, never needed to parse HTML.
      new webpack.IgnorePlugin({ resourceRegExp: /^(canvas|bufferutil|utf-8-validate)$/ }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The browser build of a fragment (createFragmentConfig). */
function createBrowserConfig({ dirname, requestsPerExpose, startUpModules }) {
  const fragment = describedFragment(dirname);
  const container = containerName(fragment.name);
  return (env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const port = Number(process.env.PORT || fragment.port);
    // The standalone page lets a squad run its fragment on its own; production ships only the remote.
    const standalone =
      mode === 'development' && fs.existsSync(path.join(dirname, 'src/standalone.tsx'))
        ? standalonePage({ dirname, title: `${fragment.name} (standalone)` })
        : undefined;
    const fastRefresh = standalone !== undefined && isServing(env);
    const config = commonConfig({ dirname, uniqueName: container, mode, refresh: fastRefresh, hashedChunkNames: false });
    const { splitChunks } = config.optimization;
    const cacheGroups = startUpModules ? { ...splitChunks.cacheGroups, startUp: startUpGroup(startUpModules) } : splitChunks.cacheGroups;
    return {
      ...config,
      optimization: {
        ...config.optimization,
        splitChunks: { ...splitChunks, cacheGroups, ...(requestsPerExpose ? { maxAsyncRequests: requestsPerExpose } : {}) },
      },
      // Chunks from the fragment's origin as CORS requests (its servers and the store allow the shell's origin): an
      // error thrown in them reaches the page's error listeners with its stack instead of "Script error." (field
      // figures attribute errors by the release files in the stack). The shell's runtime plugin loads the remote entry
      // and preloads them alike.
      output: { ...config.output, crossOriginLoading: 'anonymous' },
      entry: standalone?.entry ?? {},
      resolve: { ...config.resolve, alias: standalone?.alias ?? {} },
      plugins: [
        ...config.plugins,
        federation(dirname, {
          name: container,
          filename: 'remoteEntry.js',
          exposes: EXPOSED_MODULES[fragment.name],
          // The shell provides the federation runtime once per page. No fragment declares static remotes (they load
          // other fragments through the runtime, by the registry), so production entries leave that code out.
          experiments: { externalRuntime: mode === 'production', optimization: { disableRemote: mode === 'production' } },
          // A development build's standalone page is the host the other fragments' releases run in (no shell there).
          ...(standalone ? { runtimePlugins: [PROVIDE_RUNTIME_WITHOUT_SHELL] } : {}),
        }),
        // ...and the webpack bundler runtime's functions and the runtime's error descriptions too
        // (provide-bundler-runtime.mjs), in production builds.
        ...(mode === 'production'
          ? [new webpack.NormalModuleReplacementPlugin(WEBPACK_BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_FROM_SHELL), errorDescriptionsFromShell]
          : []),
        // A production build fails when an exposed module no longer satisfies its type in RemoteModules.
        ...(mode === 'production' ? [new ContractCheckPlugin({ dirname, container, exposes: EXPOSED_MODULES[fragment.name] })] : []),
        ...(standalone ? [standalone.html] : []),
        ...(fastRefresh ? fastRefreshPlugins({ uniqueName: container }) : []),
      ],
      devServer: developmentServer({ port, hot: fastRefresh }),
    };
  };
}

/**
 * The shell: Module Federation host without compiled-in remotes (they come from the registry at run time).
 * @param {{ dirname: string, template: string, html?: import('html-webpack-plugin').Options }} options
 *   `html`: more options of the document's HtmlWebpackPlugin (template parameters, minification).
 */
function createShellConfig({ dirname, template, html = {} }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const port = Number(process.env.PORT || DEFAULT_PORTS.shell);
    const config = commonConfig({ dirname, uniqueName: 'shell', mode });
    const { splitChunks } = config.optimization;
    return {
      ...config,
      optimization: {
        ...config.optimization,
        splitChunks: {
          ...splitChunks,
          cacheGroups: { ...splitChunks.cacheGroups, startUp: startUpGroup(SHELL_START_UP_MODULES) },
        },
      },
      entry: { main: './src/index.ts' },
      output: { ...config.output, publicPath: '/' },
      plugins: [
        ...config.plugins,
        federation(dirname, {
          name: 'shell',
          remotes: {},
          // What every fragment's production build uses without a copy of its own: the runtime core, and the bundler
          // runtime's functions with the runtime's error descriptions. Each shared module's negotiation in a task of its own.
          runtimePlugins: [PROVIDE_BUNDLER_RUNTIME, SHARES_IN_OWN_TASKS],
          experiments: { provideExternalRuntime: true },
        }),
        // What the shell provides, compared with each release's declaration before the release is loaded.
        new webpack.DefinePlugin({ __STOREFRONT_BUILT_AGAINST__: JSON.stringify(builtAgainst(dirname)) }),
        // The federation plugin wires its runtime-providing plugin in as CommonJS, which drags a second, CommonJS copy
        // of the whole federation runtime into the shell next to the ES module copy. The ES module build is the same code.
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
        new HtmlWebpackPlugin({ template, scriptLoading: 'defer', ...html }),
        ...(mode === 'production' ? [new PreloadStartupChunksPlugin(), runtimeStartWithoutStorage] : []),
        ...(mode === 'development' ? [new RegistryDocumentPlugin()] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        static: { directory: path.join(dirname, 'public'), publicPath: '/' },
        headers: { 'Cache-Control': 'no-cache' },
      },
    };
  };
}

/**
 * Preloads, from the document's head, the shell's chunks that its entry loads at once: the bootstrap behind the async
 * boundary and the shared modules the shell provides (React, react-dom, the platform), which the bootstrap consumes
 * at once. Without it the browser learns of them only after main.js has run: one more round trip before anything
 * renders, on a phone's network the longest wait of the start. Chunks loaded later (lazy imports inside the
 * bootstrap) are not preloaded.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles()));
        const files = new Set();
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const group of entrypoint.getChildren()) {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
          }
        }
        // Low, like the deferred entry script itself: found early, without taking the line from what the first paint needs.
        const preloads = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
        );
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}

/**
 * Marks each JavaScript file of a production build of at least MIN_BYTES with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+): V8 then compiles the whole file while it streams in, off the main
 * thread, instead of function by function on the main thread when each first runs. Every file here is code split to
 * be loaded just before it runs (an entry, a route's or a block's code, a shared singleton, axios at the first call),
 * so most of its functions do run at once. At a low-end phone's speed (7.3x here) it took the start-up's blocking time
 * of `/` from 668 to 420 ms (docs/performance-log.md). From 8 KB (the remote entries, the shell's `12` chunk, the
 * homepage's and the tracking's start-up chunks), `/eigenmarken` at index 275 blocked a median 54 ms instead of 110,
 * with a task over 100 ms in 1 load of 14 instead of 5; from 4 KB it was no better. The hint costs each file about
 * 30 bytes gzip.
 * Added after minification (which drops comments) and before the source maps (which shift by the line).
 */
class CompileHintsPlugin {
  static HINT = '//# allFunctionsCalledOnLoad\n';
  static MIN_BYTES = 8 * 1024;

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js') || compilation.getAsset(file).source.size() < CompileHintsPlugin.MIN_BYTES) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(CompileHintsPlugin.HINT, source));
          }
        }
      });
    });
  }
}

/**
 * Emits `registry.json` for the shell's development server: the federation description's registry with every
 * fragment's development server at its default port. In production the registry is a deployment document served
 * next to the shell (`npm start` serves the one of what it runs, see shared/serve), never part of the build.
 */
class RegistryDocumentPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RegistryDocumentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RegistryDocumentPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const registry = describedRegistry({ originOf: (name) => `http://localhost:${DEFAULT_PORTS[name]}`, versionOf: () => 'development' });
        compilation.emitAsset('registry.json', new webpack.sources.RawSource(`${JSON.stringify(registry, null, 2)}\n`));
      });
    });
  }
}

module.exports = { CompileHintsPlugin, createFragmentConfig, createShellConfig, sharedSingletons };
