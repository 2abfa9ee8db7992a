import path from 'node:path';
import { FIRST_VIEW_MODULE_FILE, REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { createFragmentConfig, createShellConfig } from '../webpack.cjs';

// federation.cjs loads the contracts through tsx, which cannot run inside jest; jest compiles them itself.
jest.mock('../federation.cjs', () => ({
  ...jest.requireActual<object>('@storefront/contracts/src/federation.ts'),
  ...jest.requireActual<object>('@storefront/contracts/src/registry.ts'),
  ...jest.requireActual<object>('@storefront/contracts/src/timeouts.ts'),
}));

const repository = path.join(__dirname, '../../..');

describe('webpack preset', () => {
  it.each([
    ['a fragment', () => createFragmentConfig({ dirname: path.join(repository, 'mf-own-brand') })],
    ['the shell', () => createShellConfig({ dirname: path.join(repository, 'shell'), template: './src/index.html' })],
  ])(`gives up a chunk of %s after the request time-out of ${REQUEST_TIMEOUT_MS} ms`, (_name, create) => {
    const built = create()(undefined, { mode: 'production' });
    const config = Array.isArray(built) ? built[0] : built;
    expect((config?.output as { chunkLoadTimeout?: number }).chunkLoadTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  describe('a fragment that renders its first view on the server', () => {
    const create = () => createFragmentConfig({ dirname: path.join(repository, 'mf-homepage-blocks'), firstView: './src/server/first-view.ts' });

    it('builds its server module for Node into the release, after the browser build (which empties dist)', () => {
      const built: unknown = create()(undefined, { mode: 'production' });
      expect(Array.isArray(built)).toBe(true);
      const [browser, server] = built as [{ name: string }, { target: string; dependencies: string[]; output: { path: string; filename: string; library: { type: string } } }];
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
});
