import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LocalFolderStorage, rollbackConfig, setFlag } from '@storefront/deploy';
import type { StorefrontConfig } from '@storefront/contracts';
import type { ShellServer } from '../src/shell-server/shell-server';
import { BUILD_CONFIG, createTestShellServer, startTestShellServer, type TestShellServer } from './shell-server-fixture';

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';
const BONUS = 'loyalty.bonus-points.value-prop.enabled';

let shellDist: string;
let shell: ShellServer;
let storage: LocalFolderStorage;
let fixture: TestShellServer;

beforeEach(async () => {
  fixture = await startTestShellServer();
  ({ shell, storage, shellDist } = fixture);
});

afterEach(async () => {
  await fixture.stop();
});

const servedConfig = async () => (await shell.server.inject({ url: '/storefront-config.json' })).json<StorefrontConfig>();
const inlinedConfig = async () => {
  const html = (await shell.server.inject({ url: '/' })).body;
  return JSON.parse(/<script type="application\/json" id="storefront-config"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as StorefrontConfig;
};

describe('the shell’s server and the deployment’s config', () => {
  it('serves the build’s config as the first revision, flags evaluated through OpenFeature', async () => {
    expect((await servedConfig()).featureFlags[ADD_TO_CART]).toBe('true');
    expect(Object.keys((await servedConfig()).featureFlags).sort()).toEqual([
      'catalog.discover.favourite-badge.enabled',
      'catalog.discover.pricing-tooltip.enabled',
      ADD_TO_CART,
      'catalog.discover.sponsored-tag.enabled',
      BONUS,
    ]);
  });

  it('serves a flag changed in the storage on the next request, in the document too, with no restart; a rollback brings it back', async () => {
    await setFlag(storage, ADD_TO_CART, 'false', 'incident');
    expect((await servedConfig()).featureFlags[ADD_TO_CART]).toBe('false');
    expect((await inlinedConfig()).featureFlags[ADD_TO_CART]).toBe('false');
    expect((await shell.config()).featureFlags[ADD_TO_CART]).toBe('false');
    await rollbackConfig(storage);
    expect((await inlinedConfig()).featureFlags[ADD_TO_CART]).toBe('true');
  });

  it('evaluates a flag the config does not name as off (OpenFeature’s default, FLAG_NOT_FOUND)', async () => {
    const config = JSON.parse(BUILD_CONFIG) as StorefrontConfig;
    delete config.featureFlags[BONUS];
    fs.writeFileSync(path.join(shellDist, 'storefront-config.json'), JSON.stringify(config));
    await shell.stop();
    shell = await createTestShellServer(storage, shellDist);
    expect((await servedConfig()).featureFlags[BONUS]).toBe('false');
  });
});

/** A GET of this request target as sent (inject and fetch would make an address of it first). */
async function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(await shell.server.listen({ port: 0, host: '127.0.0.1' }));
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('a request target that is no address', () => {
  // The document's `new URL(request.url)` would throw on these; the static files' guard answers them before (403 for
  // a path that is not canonical), the router and Node's parser answer other malformed targets with 400.
  it.each(['//[', '//a:99999/', '/\\[', 'wss://['])('answers %s as a client error, with no stack trace', async (target) => {
    const { status, body } = await rawGet(target);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).not.toMatch(/\bat \w|stack/i);
  });
});
