import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_COOKIE, type RegistryDocument, type StorefrontConfig } from '@storefront/contracts';
import { deploy, LocalFolderStorage, setConfigValue, stage } from '@storefront/deploy';
import { fakeBuild, SHELL } from '@storefront/deploy/test/fake-build';
import { createShellServer, type ShellServer } from '../src/shell/shell-server';

const REPOSITORY = path.join(__dirname, '../../..');
const BUILD_CONFIG = fs.readFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), 'utf8');
const FRAGMENT = 'mf-account-overview';

let root: string;
let storage: LocalFolderStorage;
let shell: ShellServer;
let live: string;
let staged: string;

async function startShell(localBuildOverrides?: boolean): Promise<void> {
  await shell?.stop();
  shell = await createShellServer({
    storage,
    shellDist: path.join(root, 'dist'),
    allowedOrigins: [],
    readEveryMs: 0,
    configFromBuild: 'follow',
    firstViews: 'fragment-servers',
    fieldReports: false,
    localBuildOverrides,
    log: () => undefined,
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'document-variants-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>');
  fs.writeFileSync(path.join(dist, 'storefront-config.json'), BUILD_CONFIG);
  fs.writeFileSync(path.join(dist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: SHELL }));
  storage = new LocalFolderStorage({ root: path.join(root, 'deployments') });
  const build = () => Promise.reject(new Error('built folders only'));
  live = (await deploy({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'live' }), build })).record.release;
  staged = (await stage({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'staged' }), build, shop: 'http://shop.example' })).record.release;
});

afterAll(async () => {
  await shell.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const inlined = <T>(html: string, id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? '{}') as T;

async function page(url: string, cookie?: string) {
  const response = await shell.server.inject({ url, headers: cookie ? { cookie } : {} });
  const registry = inlined<RegistryDocument>(response.body, 'storefront-registry');
  return {
    release: registry.fragments.mf_account_overview?.release,
    previews: registry.previews,
    preloads: [...response.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]),
    config: inlined<StorefrontConfig>(response.body, 'storefront-config'),
    policy: String(response.headers['content-security-policy']),
    setCookie: response.headers['set-cookie'] as string | string[] | undefined,
  };
}

describe('a staged release’s preview', () => {
  beforeAll(() => startShell());

  it('shows the staged release to the browser that opens the link, on every page until reset; others get the live one', async () => {
    const opened = await page(`/account?mf-preview=${FRAGMENT}@${staged}`);
    expect(opened.release).toBe(staged);
    expect(opened.previews).toEqual({ mf_account_overview: staged });
    expect(opened.preloads).toContain(storage.manifestUrl(FRAGMENT, staged));
    expect(opened.preloads).not.toContain(storage.manifestUrl(FRAGMENT, live));
    expect(opened.setCookie).toEqual([`${PREVIEW_COOKIE}=${FRAGMENT}@${staged}; Path=/; HttpOnly; SameSite=Lax`]);

    const cookie = `${PREVIEW_COOKIE}=${FRAGMENT}@${staged}`;
    const next = await page('/account', cookie);
    expect(next.release).toBe(staged);
    expect(next.setCookie).toBeUndefined();

    const someoneElse = await page('/account');
    expect(someoneElse.release).toBe(live);
    expect(someoneElse.previews).toBeUndefined();

    const reset = await page('/account?mf-preview=reset', cookie);
    expect(reset.release).toBe(live);
    expect(reset.previews).toBeUndefined();
    expect(reset.setCookie).toEqual([`${PREVIEW_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it.each([
    ['a release never published in this shop’s storage', `${FRAGMENT}@1.0.0-ffffffffff`],
    ['a manifest URL instead of a release', `${FRAGMENT}@https://evil.example/mf-manifest.json`],
    ['a fragment outside the federation', `mf-evil@${'1.0.0-0123456789'}`],
    ['a path out of the release folder', `${FRAGMENT}@../../1.0.0-0123456789`],
  ])('ignores %s: the live release, no preview', async (_name, value) => {
    const opened = await page(`/account?mf-preview=${encodeURIComponent(value)}`);
    expect(opened.release).toBe(live);
    expect(opened.previews).toBeUndefined();
    expect(opened.policy).not.toContain('evil');
  });
});

describe('overrides with local builds, as the deployment says', () => {
  const LOCAL_SOURCES = /http:\/\/localhost:\*|http:\/\/127\.0\.0\.1:\*/;

  it('off by default: the document says so to the shell and its policy names no local build source; a preview still works', async () => {
    await startShell();
    const served = await page('/account');
    expect(served.config.localBuildOverrides).toBe(false);
    expect(served.policy).not.toMatch(LOCAL_SOURCES);
    expect((await page(`/account?mf-preview=${FRAGMENT}@${staged}`)).release).toBe(staged);
  });

  it('on where the server is told so (npm start), off again where the deployment’s config says so', async () => {
    await startShell(true);
    const open = await page('/account');
    expect(open.config.localBuildOverrides).toBe(true);
    expect(open.policy).toMatch(LOCAL_SOURCES);
    await setConfigValue(storage, 'localBuildOverrides', false, 'production has no developer doors');
    const closed = await page('/account');
    expect(closed.config.localBuildOverrides).toBe(false);
    expect(closed.policy).not.toMatch(LOCAL_SOURCES);
  });
});
