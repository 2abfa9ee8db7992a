import path from 'node:path';
import { transformSync, type Options } from '@swc/core';
import { FIRST_VIEW_MODULE_FILE, REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { createFragmentConfig, createShellConfig } from '../webpack.cjs';

// federation.cjs loads the contracts through tsx, which cannot run inside jest; jest compiles them itself.
jest.mock('../federation.cjs', () => jest.requireActual<object>('./federation-from-sources'));

const repository = path.join(__dirname, '../../..');

type CreateConfig = () => ReturnType<typeof createFragmentConfig> | ReturnType<typeof createShellConfig>;

const fragmentPreset: CreateConfig = () => createFragmentConfig({ dirname: path.join(repository, 'mf-own-brand') });
const shellPreset: CreateConfig = () => createShellConfig({ dirname: path.join(repository, 'shell'), template: './src/index.html' });

/** A fragment's preset and the shell's, for the rules both follow. */
const FRAGMENT_AND_SHELL: [string, CreateConfig][] = [
  ['a fragment', fragmentPreset],
  ['the shell', shellPreset],
];

/** The browser build's configuration in production (a fragment's first is the browser's, its server's second). */
function productionBrowserConfig(create: CreateConfig) {
  const built = create()(undefined, { mode: 'production' });
  return Array.isArray(built) ? built[0] : built;
}

describe('webpack preset', () => {
  it.each(FRAGMENT_AND_SHELL)(`gives up a chunk of %s after the request time-out of ${REQUEST_TIMEOUT_MS} ms`, (_name, create) => {
    const config = productionBrowserConfig(create);
    expect((config?.output as { chunkLoadTimeout?: number }).chunkLoadTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it.each(FRAGMENT_AND_SHELL)('writes the source maps of %s in production without naming them in the files shoppers download', (_name, create) => {
    const config = productionBrowserConfig(create);
    expect(config?.devtool).toBe('hidden-source-map');
  });

  it.each([
    ['a fragment', fragmentPreset, '[name]'],
    ['the shell', shellPreset, '[name].[contenthash:10]'],
  ])("names the production chunks of %s by the preset's rule (a fragment's release folder already names its content)", (_name, create, chunkName) => {
    const config = productionBrowserConfig(create);
    const cssPlugin = config?.plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin') as
      { options: { chunkFilename: string } } | undefined;
    expect([(config?.output as { chunkFilename?: string }).chunkFilename, cssPlugin?.options.chunkFilename]).toEqual([`${chunkName}.js`, `${chunkName}.css`]);
  });

  it.each(FRAGMENT_AND_SHELL)(
    'compiles the TypeScript of %s to ES2022: class fields ship as they are written, without a helper in each module',
    (_name, create) => {
      const config = productionBrowserConfig(create);
      const rule = config?.module?.rules?.find(
        (candidate) => candidate && typeof candidate === 'object' && String(candidate.test) === String(/\.[cm]?[jt]sx?$/),
      ) as { use: { options: Options } } | undefined;
      const source = "export class Failure extends Error { readonly code = 'E1'; count = 0; }";
      const { code } = transformSync(source, { ...rule?.use.options, filename: 'failure.ts' });
      expect(code).not.toContain('_define_property');
      expect(code).toMatch(/code = 'E1';\s+count = 0;/);
    },
  );

  /** The shell's production build, as the preset makes it. */
  const productionShell = () => createShellConfig({ dirname: path.join(repository, 'shell'), template: './src/index.html' })(undefined, { mode: 'production' });

  /** The file the production build puts in place of `module` (a path below node_modules), if any. */
  const standInFor = (module: string) =>
    (
      productionShell().plugins.find(
        (plugin) => 'resourceRegExp' in plugin && (plugin.resourceRegExp as RegExp).test(path.join(repository, 'node_modules', module)),
      ) as { newResource?: string } | undefined
    )?.newResource;

  const standIn = (file: string) => path.join(__dirname, '..', file);

  it.each([
    'axios/lib/helpers/estimateDataURLDecodedBytes.js',
    'axios/lib/helpers/formDataToJSON.js',
    'axios/lib/helpers/toURLEncodedForm.js',
    'axios/lib/core/createMultipartBody.js',
  ])('builds %s, which the API client never reaches, as a stand-in that fails loudly', async (module) => {
    expect(standInFor(module)).toBe(standIn('axios-unused-helper.mjs'));
    const { default: unsupported } = (await import('../axios-unused-helper.mjs')) as { default: () => never };
    expect(() => unsupported()).toThrow('The storefront API client sends JSON to http(s) URLs only');
  });

  it("builds axios's progress helpers, which only requests reporting progress use, as stand-ins that fail loudly", async () => {
    expect(standInFor('axios/lib/helpers/progressEventReducer.js')).toBe(standIn('axios-without-progress.mjs'));
    const helpers: Record<string, () => unknown> = { ...(await import('../axios-without-progress.mjs')) };
    expect(Object.keys(helpers).sort()).toEqual(['asyncDecorator', 'progressEventDecorator', 'progressEventReducer']);
    Object.values(helpers).forEach((helper) => expect(() => helper()).toThrow('The storefront API client reports no upload or download progress'));
  });

  it("builds axios's table of status code names, which no storefront code reads, as a stand-in that fails loudly", async () => {
    expect(standInFor('axios/lib/helpers/HttpStatusCode.js')).toBe(standIn('axios-without-status-codes.mjs'));
    const { default: statusCodes } = (await import('../axios-without-status-codes.mjs')) as { default: Record<string, number> };
    expect(() => statusCodes.Ok).toThrow('axios.HttpStatusCode.Ok is not bundled in the storefront');
  });

  it("builds axios's CancelToken, which no storefront call uses (a call is given up by a signal), as a stand-in that fails loudly", async () => {
    expect(standInFor('axios/lib/cancel/CancelToken.js')).toBe(standIn('axios-without-cancel-token.mjs'));
    const { default: CancelToken } = (await import('../axios-without-cancel-token.mjs')) as { default: (new () => unknown) & { source(): unknown } };
    const message = 'The storefront API client cancels with an AbortSignal (`signal`), not with a CancelToken';
    expect(() => new CancelToken()).toThrow(message);
    expect(() => CancelToken.source()).toThrow(message);
  });

  it("builds axios's stream tracking, which only progress, size limits or streamed answers use, as a stand-in that fails loudly", async () => {
    expect(standInFor('axios/lib/helpers/trackStream.js')).toBe(standIn('axios-without-stream-tracking.mjs'));
    const { trackStream } = (await import('../axios-without-stream-tracking.mjs')) as { trackStream: () => never };
    expect(() => trackStream()).toThrow('The storefront API client reads whole JSON answers: no progress, size limits or streamed bodies');
  });

  it.each([
    ['axios', 'node_modules/axios/lib/adapters/fetch.js'],
    ['a stand-in for part of axios', 'shared/build/axios-without-progress.mjs'],
    ["the API client's module that makes axios instances", 'shared/platform/src/api/axios-instance.ts'],
  ])("puts %s into the API client's one lazily loaded chunk, api-client-axios", (_what, file) => {
    type CacheGroup = { test: RegExp; name: string; chunks: string; enforce: boolean; priority?: number };
    const groups = (productionShell().optimization as { splitChunks: { cacheGroups: Record<string, CacheGroup> } }).splitChunks.cacheGroups;
    // As webpack chooses among the groups a module matches: the highest priority.
    const [group] = Object.values(groups)
      .filter((candidate) => candidate.test.test(path.join(repository, file)))
      .sort((one, other) => (other.priority ?? 0) - (one.priority ?? 0));
    expect(group).toEqual(expect.objectContaining({ name: 'api-client-axios', chunks: 'async', enforce: true }));
    expect(group?.test.test(path.join(repository, 'node_modules/js-cookie/dist/js.cookie.mjs'))).toBe(false);
  });

  it('loads each exposed module in at most the files a fragment asks for, the other splitting rules kept', () => {
    const dirname = path.join(repository, 'mf-recommendations');
    type SplitChunks = { maxAsyncRequests?: number; minSize: number; cacheGroups: Record<string, unknown> };
    const splitChunksOf = (create: CreateConfig) => (productionBrowserConfig(create)?.optimization as { splitChunks: SplitChunks }).splitChunks;
    const capped = splitChunksOf(() => createFragmentConfig({ dirname, requestsPerExpose: 2 }));
    const uncapped = splitChunksOf(() => createFragmentConfig({ dirname }));
    expect(capped).toEqual({ ...uncapped, maxAsyncRequests: 2 });
    expect(uncapped.maxAsyncRequests).toBeUndefined();
  });

  describe('a fragment that renders its first view on the server', () => {
    const create = () => createFragmentConfig({ dirname: path.join(repository, 'mf-homepage-blocks'), firstView: './src/server/first-view.ts' });

    it('builds its server module for Node into the release, after the browser build (which empties dist)', () => {
      const built: unknown = create()(undefined, { mode: 'production' });
      expect(Array.isArray(built)).toBe(true);
      const [browser, server] = built as [
        { name: string },
        { target: string; dependencies: string[]; output: { path: string; filename: string; library: { type: string } } },
      ];
      expect(browser.name).toBe('browser');
      expect(server.target).toBe('node');
      expect(server.dependencies).toEqual(['browser']);
      expect(path.relative(repository, path.join(server.output.path, server.output.filename.replace('[name]', 'first-view')))).toBe(
        path.join('mf-homepage-blocks', 'dist', FIRST_VIEW_MODULE_FILE),
      );
      expect(server.output.library.type).toBe('commonjs2');
    });

    it('runs the browser build alone in development', () => {
      expect(Array.isArray(create()(undefined, { mode: 'development' }))).toBe(false);
    });
  });

  it("puts the modules the shell's start-up needs on every page into one file, and nothing loaded later", () => {
    type CacheGroup = { test: RegExp; name: string; chunks: string };
    const startUp = (config: ReturnType<typeof productionBrowserConfig>) =>
      (config?.optimization?.splitChunks as { cacheGroups?: Record<string, CacheGroup> } | undefined)?.cacheGroups?.startUp;
    const group = startUp(productionBrowserConfig(shellPreset));
    expect(group).toMatchObject({ name: 'start-up', chunks: 'async' });
    const inStartUp = (file: string) => group?.test.test(path.join(repository, file)) ?? false;
    for (const file of [
      'node_modules/react/index.js',
      'node_modules/react-dom/client.js',
      'node_modules/scheduler/index.js',
      'node_modules/single-spa/lib/es2015/esm/single-spa.min.js',
      'node_modules/js-cookie/dist/js.cookie.mjs',
      'node_modules/valibot/dist/index.mjs',
      'shared/platform/src/index.ts',
      'shared/platform/src/api/calls-of-earlier-releases.ts',
      'shared/contracts/src/consent.ts',
    ]) {
      expect([file, inStartUp(file)]).toEqual([file, true]);
    }
    // axios with the API client's first call, web-vitals with the field reporter, the shell's own modules in their chunks
    for (const file of [
      'node_modules/axios/lib/axios.js',
      'node_modules/web-vitals/dist/web-vitals.attribution.js',
      'shell/src/bootstrap.tsx',
      // the calls only fragments make, with an earlier release's first call
      'shared/platform/src/calls.ts',
      'shared/platform/src/recommender/recommendations-v4.ts',
      'shared/platform/src/catalog/products-by-article-ids.ts',
    ]) {
      expect([file, inStartUp(file)]).toEqual([file, false]);
    }
    expect(startUp(productionBrowserConfig(fragmentPreset))).toBeUndefined();
  });

  it('puts the modules a fragment names as its start-up into one file, loaded by whichever expose asks first', () => {
    type CacheGroup = { test: RegExp; name: string; chunks: string; enforce: boolean };
    const cacheGroupsOf = (create: CreateConfig) =>
      (productionBrowserConfig(create)?.optimization?.splitChunks as { cacheGroups: Record<string, CacheGroup> }).cacheGroups;
    const startUpModules = /[\\/]mf-own-brand[\\/]src[\\/]page[\\/]/;
    const dirname = path.join(repository, 'mf-own-brand');
    const named = cacheGroupsOf(() => createFragmentConfig({ dirname, startUpModules }));
    expect(named.startUp).toEqual({ test: startUpModules, name: 'start-up', chunks: 'async', enforce: true });
    expect(named).toEqual({ ...cacheGroupsOf(() => createFragmentConfig({ dirname })), startUp: named.startUp });
  });

  it("puts what mf-tracking's tracker runs on every page into its start-up file, and not the app's panel or libraries", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the fragment's own webpack configuration (CommonJS)
    const trackingConfig = require('../../../mf-tracking/webpack.config.cjs') as ReturnType<typeof createFragmentConfig>;
    const group = (productionBrowserConfig(() => trackingConfig)?.optimization?.splitChunks as { cacheGroups: Record<string, { test: RegExp }> }).cacheGroups
      .startUp;
    const inStartUp = (file: string) => group?.test.test(path.join(repository, file)) ?? false;
    for (const file of [
      'mf-tracking/src/tracker/index.ts',
      'mf-tracking/src/queue/tracking-queue.ts',
      'mf-tracking/src/browser/tracking-runtime.ts',
      'mf-tracking/src/ab-tests/ab-test-poll.ts',
      'mf-tracking/src/page-view/page-codes.ts',
      'mf-tracking/src/events/create-tracker.ts',
      'mf-tracking/src/impressions/observe-impression.ts',
      'shared/contracts/src/tracking.ts',
    ]) {
      expect([file, inStartUp(file)]).toEqual([file, true]);
    }
    for (const file of [
      'mf-tracking/src/Root.tsx',
      'mf-tracking/src/debug/TrackingDebugPanel.tsx',
      'node_modules/single-spa-react/lib/esm/single-spa-react.js',
      'node_modules/axios/lib/axios.js',
    ]) {
      expect([file, inStartUp(file)]).toEqual([file, false]);
    }
  });
});
