import path from 'node:path';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
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
    const config = create()(undefined, { mode: 'production' });
    expect(config.output.chunkLoadTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
