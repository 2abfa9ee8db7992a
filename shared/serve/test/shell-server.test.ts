import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderStorage, rollbackConfig, setFlag } from '@storefront/deploy';
import type { StorefrontConfig } from '@storefront/contracts';
import { createShellServer, type ShellServer } from '../src/shell-server/shell-server';

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';
const BONUS = 'loyalty.bonus-points.value-prop.enabled';
const REPOSITORY = path.join(__dirname, '../../..');
/** The shell's build's config, as shipped (shell/public/storefront-config.json). */
const BUILD_CONFIG = fs.readFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), 'utf8');

let root: string;
let shellDist: string;
let shell: ShellServer;
let storage: LocalFolderStorage;

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  shellDist = path.join(root, 'dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'storefront-config.json'), BUILD_CONFIG);
  fs.writeFileSync(path.join(shellDist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: { react: '19.3.1' } }));
  storage = new LocalFolderStorage({ root: path.join(root, 'deployments') });
  shell = await createShellServer({
    storage,
    shellDist,
    allowedOrigins: [],
    readEveryMs: 0,
    configFromBuild: 'follow',
    firstViews: 'fragment-servers',
    log: () => undefined,
  });
});

afterEach(async () => {
  await shell.stop();
  fs.rmSync(root, { recursive: true, force: true });
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
    shell = await createShellServer({
      storage,
      shellDist,
      allowedOrigins: [],
      readEveryMs: 0,
      configFromBuild: 'follow',
      firstViews: 'fragment-servers',
      log: () => undefined,
    });
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
