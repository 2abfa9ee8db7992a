import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { DevelopmentClientOnStandalonePagePlugin } from '../development.cjs';
import { createFragmentConfig } from '../webpack.cjs';

// federation.cjs loads the contracts through tsx, which cannot run inside jest; jest compiles them itself.
jest.mock('../federation.cjs', () => jest.requireActual<object>('./federation-from-sources'));

const repository = path.join(__dirname, '../../..');

interface BuiltConfig {
  devtool: string | false;
  entry: Record<string, string>;
  output: { path: string };
  resolve: { alias: Record<string, string> };
  module: { rules: { use?: { options?: { jsc?: { transform?: { react?: { refresh?: boolean } } } } } }[] };
  plugins: object[];
  devServer: { hot: boolean };
}

const development = (env?: { WEBPACK_SERVE?: boolean }) =>
  createFragmentConfig({ dirname: path.join(repository, 'mf-account-overview'), firstView: './src/server/first-view.tsx' })(env, {
    mode: 'development',
  }) as unknown as BuiltConfig;

const pluginNames = (config: BuiltConfig) => config.plugins.map((plugin) => plugin.constructor.name);
const refreshTransform = (config: BuiltConfig) => config.module.rules[0]?.use?.options?.jsc?.transform?.react?.refresh;

describe('a fragment built for development', () => {
  it('evaluates no strings as code (the shop refuses unsafe-eval): source maps in files of their own', () => {
    const { devtool } = development();
    expect(devtool).toBe('cheap-module-source-map');
    expect(String(devtool)).not.toContain('eval');
  });

  it('writes to dist-dev, never to the dist a release is published from', () => {
    expect(path.relative(repository, development().output.path)).toBe(path.join('mf-account-overview', 'dist-dev'));
  });

  it('starts its standalone page behind an async boundary, and the page runs only that entry', () => {
    const config = development();
    expect(config.entry).toEqual({ standalone: path.join(__dirname, '..', 'standalone-boundary.mjs') });
    expect(fs.readFileSync(config.entry.standalone ?? '', 'utf8')).toMatch(/^import\('storefront-standalone-page'\);$/m);
    expect(config.resolve.alias).toEqual({ 'storefront-standalone-page$': path.join(repository, 'mf-account-overview', 'src', 'standalone.tsx') });
    const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin') as { userOptions: { chunks: string[] } };
    expect(html.userOptions.chunks).toEqual(['standalone']);
  });

  it('has fast refresh on the development server only, with its client on the standalone page alone', () => {
    const built = development();
    expect(refreshTransform(built)).toBe(false);
    expect(pluginNames(built)).not.toContain('ReactRefreshPlugin');
    expect(built.devServer.hot).toBe(false);

    const served = development({ WEBPACK_SERVE: true });
    expect(refreshTransform(served)).toBe(true);
    expect(pluginNames(served)).toEqual(expect.arrayContaining(['ReactRefreshPlugin', 'DevelopmentClientOnStandalonePagePlugin']));
    expect(served.devServer.hot).toBe(true);
  });
});

describe('DevelopmentClientOnStandalonePagePlugin', () => {
  it('moves what a plugin adds to every entry (a development client) to the standalone page, out of the other entries', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-client-'));
    fs.writeFileSync(path.join(folder, 'page.js'), 'window.page = true;\n');
    fs.writeFileSync(path.join(folder, 'remote.js'), 'window.remote = true;\n');
    fs.writeFileSync(path.join(folder, 'client.js'), 'window.developmentClient = true;\n');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: folder,
      entry: { standalone: './page.js', remoteEntry: './remote.js' },
      output: { path: path.join(folder, 'out') },
      plugins: [
        // What webpack-dev-server and React Refresh's plugin do: an entry without a name goes into every entry.
        { apply: (target: webpack.Compiler) => new webpack.EntryPlugin(folder, './client.js', { name: undefined }).apply(target) },
        new DevelopmentClientOnStandalonePagePlugin(),
      ],
    });
    try {
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
      );
      const output = (file: string) => fs.readFileSync(path.join(folder, 'out', file), 'utf8');
      expect(output('standalone.js')).toContain('window.developmentClient = true');
      expect(output('remoteEntry.js')).not.toContain('window.developmentClient');
      expect(output('remoteEntry.js')).toContain('window.remote = true');
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
