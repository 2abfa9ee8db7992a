import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_COOKIE, type RegistryDocument, type StorefrontConfig } from '@storefront/contracts';
import { abortCanary, deploy, LocalFolderStorage, readLiveEntry, rollback, setConfigValue, stage, startCanary, stepCanary } from '@storefront/deploy';
import { fakeBuild, SHELL } from '@storefront/deploy/test/fake-build';
import { createShellServer, type ShellServer } from '../src/shell-server/shell-server';
import { SHOPPER_COOKIE } from '../src/variants/canary-assignment';

const REPOSITORY = path.join(__dirname, '../../..');
const BUILD_CONFIG = fs.readFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), 'utf8');
const FRAGMENT = 'mf-account-overview';

let root: string;
let storage: LocalFolderStorage;
let shell: ShellServer;
let live: string;
let staged: string;

function shellServer(localBuildOverrides?: boolean): Promise<ShellServer> {
  return createShellServer({
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

async function startShell(localBuildOverrides?: boolean): Promise<void> {
  await shell?.stop();
  shell = await shellServer(localBuildOverrides);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'document-variants-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'storefront-config.json'), BUILD_CONFIG);
  fs.writeFileSync(path.join(dist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: SHELL }));
  storage = new LocalFolderStorage({ root: path.join(root, 'deployments') });
  const build = () => Promise.reject(new Error('built folders only'));
  live = (await deploy({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'live' }), build })).record.release;
  staged = (await stage({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'staged' }), build, shop: 'http://shop.example' })).record
    .release;
});

afterAll(async () => {
  await shell.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const inlined = <T>(html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ?? '{}') as T;

async function page(url: string, cookie?: string, server: ShellServer = shell, headers: Record<string, string> = {}) {
  const response = await server.server.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const registry = inlined<RegistryDocument>(response.body, 'storefront-registry');
  return {
    release: registry.fragments.mf_account_overview?.release,
    previews: registry.previews,
    preloads: [...response.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]),
    config: inlined<StorefrontConfig>(response.body, 'storefront-config'),
    policy: String(response.headers['content-security-policy']),
    setCookie: response.headers['set-cookie'] as string | string[] | undefined,
    cacheControl: response.headers['cache-control'],
  };
}

describe('the registry browsers get', () => {
  beforeAll(() => startShell());

  it('names each release and what it was built against, never the history of switches (who switched, a canary’s figures)', async () => {
    const entry = { manifest: storage.manifestUrl(FRAGMENT, live), version: '1.0.0', release: live, builtAgainst: SHELL };
    expect((await readLiveEntry(storage, FRAGMENT))?.value.history.length).toBeGreaterThan(0);
    const html = (await shell.server.inject({ url: '/account' })).body;
    expect(inlined<RegistryDocument>(html, 'storefront-registry').fragments.mf_account_overview).toEqual(entry);
    expect((await shell.server.inject({ url: '/registry.json' })).json<RegistryDocument>().fragments.mf_account_overview).toEqual(entry);
    expect(html).not.toMatch(/"history"|"by":/);
  });
});

describe('a staged release’s preview', () => {
  beforeAll(() => startShell());

  it('shows the staged release to the browser that opens the link, on every page until reset; others get the live one', async () => {
    const opened = await page(`/account?mf-preview=${FRAGMENT}@${staged}`);
    expect(opened.release).toBe(staged);
    expect(opened.previews).toEqual({ mf_account_overview: staged });
    expect(opened.preloads).toContain(storage.manifestUrl(FRAGMENT, staged));
    expect(opened.preloads).not.toContain(storage.manifestUrl(FRAGMENT, live));
    expect(opened.setCookie).toEqual([`${PREVIEW_COOKIE}=${FRAGMENT}@${staged}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(opened.cacheControl).toBe('private, no-cache');

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

    // A shop served over HTTPS (behind its load balancer): the cookie goes back over HTTPS only.
    const overHttps = await page(`/account?mf-preview=${FRAGMENT}@${staged}`, undefined, shell, { 'x-forwarded-proto': 'https' });
    expect(overHttps.setCookie).toEqual([`${PREVIEW_COOKIE}=${FRAGMENT}@${staged}; Path=/; HttpOnly; SameSite=Lax; Secure`]);
  });

  it('keeps the document of a browser previewing the live release apart from the shoppers’ of the same releases', async () => {
    await startShell();
    const cookie = `${PREVIEW_COOKIE}=${FRAGMENT}@${live}`;
    // On the home page (its fragment has no release here: no first view is asked for), the document is kept.
    const previewing = await page('/', cookie);
    expect(previewing.release).toBe(live);
    expect(previewing.previews).toEqual({ mf_account_overview: live });

    const shopper = await page('/');
    expect(shopper.release).toBe(live);
    expect(shopper.previews).toBeUndefined();
    expect((await page('/', cookie)).previews).toEqual({ mf_account_overview: live });
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

describe('a preview of a release the fragment has left behind', () => {
  const OTHER = 'mf-own-brand';
  const build = () => Promise.reject(new Error('built folders only'));
  const ownBrandRelease = async (url: string) => {
    const response = await shell.server.inject({ url: `/eigenmarken?${url}` });
    return inlined<RegistryDocument>(response.body, 'storefront-registry').fragments.mf_own_brand?.release;
  };

  it('is ignored once a rollback took the release out (it may be the broken one), while a newer staged one is shown', async () => {
    const first = (await deploy({ storage, fragment: OTHER, dist: fakeBuild(root, OTHER, { content: 'first' }), build })).record.release;
    const broken = (await deploy({ storage, fragment: OTHER, dist: fakeBuild(root, OTHER, { content: 'broken' }), build })).record.release;
    await rollback({ storage, fragment: OTHER });
    const fixed = (await stage({ storage, fragment: OTHER, dist: fakeBuild(root, OTHER, { content: 'fixed' }), build, shop: 'http://shop.example' })).record
      .release;
    await startShell();

    expect(await ownBrandRelease(`mf-preview=${OTHER}@${broken}`)).toBe(first);
    expect(await ownBrandRelease(`mf-preview=${OTHER}@${fixed}`)).toBe(fixed);
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

describe('a canary', () => {
  const SHOPPERS = Array.from(
    { length: 200 },
    (_, index) =>
      `${SHOPPER_COOKIE}=${Buffer.from(`shopper-${String(index).padStart(9, '0')}`)
        .toString('base64url')
        .slice(0, 22)}`,
  );
  let second: ShellServer;

  beforeAll(async () => {
    await startShell();
    // A second server on the same storage, as behind a load balancer.
    second = await shellServer();
  });

  afterAll(async () => {
    await abortCanary({ storage, fragment: FRAGMENT, reason: 'test over' }).catch(() => undefined);
    await second.stop();
  });

  // The servers' clock: a share takes effect at the time its entry names (a little after it was written).
  let clock: jest.SpiedFunction<typeof Date.now>;
  beforeEach(() => {
    clock = jest.spyOn(Date, 'now');
  });
  const setClock = (time: number) => clock.mockReturnValue(time);
  const shareTakesEffectAt = async () => Date.parse((await readLiveEntry(storage, FRAGMENT))?.value.canary?.steppedAt ?? '');

  it('sets no cookie and changes nothing while none runs', async () => {
    const served = await page('/account');
    expect(served.setCookie).toBeUndefined();
    expect(served.release).toBe(live);
  });

  it('sends its share of shoppers to the candidate, each the same on every server and page, the whole document naming it', async () => {
    await startCanary({ storage, fragment: FRAGMENT, release: staged, percent: 50 });
    const startsAt = await shareTakesEffectAt();
    setClock(startsAt - 1);
    const beforeItsTime = await Promise.all(SHOPPERS.map((cookie) => page('/account', cookie, second)));
    expect(new Set(beforeItsTime.map((served) => served.release))).toEqual(new Set([live]));
    setClock(startsAt);
    const firstServer = await Promise.all(SHOPPERS.map((cookie) => page('/account', cookie)));
    const secondServer = await Promise.all(SHOPPERS.map((cookie) => page('/account?tab=coupons', cookie, second)));
    expect(secondServer.map((served) => served.release)).toEqual(firstServer.map((served) => served.release));
    const inCanary = firstServer.filter((served) => served.release === staged);
    expect(inCanary.length).toBeGreaterThan(50);
    expect(inCanary.length).toBeLessThan(150);
    for (const served of inCanary) {
      expect(served.preloads).toContain(storage.manifestUrl(FRAGMENT, staged));
      expect(served.preloads).not.toContain(storage.manifestUrl(FRAGMENT, live));
      expect(served.previews).toBeUndefined();
      expect(served.setCookie).toBeUndefined();
    }
    // A larger share keeps everybody who had the candidate.
    await stepCanary({ storage, fragment: FRAGMENT, release: staged, percent: 80 });
    const stepsAt = await shareTakesEffectAt();
    // Until the step's time every server keeps the share before it.
    setClock(stepsAt - 1);
    const beforeTheStep = await Promise.all(SHOPPERS.map((cookie) => page('/account', cookie)));
    expect(beforeTheStep.map((served) => served.release)).toEqual(firstServer.map((served) => served.release));
    setClock(stepsAt);
    const stepped = await Promise.all(SHOPPERS.map((cookie) => page('/account', cookie, second)));
    expect(stepped.filter((served) => served.release === staged).length).toBeGreaterThan(inCanary.length);
    firstServer.forEach((served, index) => {
      if (served.release === staged) expect(stepped[index]?.release).toBe(staged);
    });
  });

  it('gives a new shopper an id cookie with the first document, assigned already', async () => {
    setClock(await shareTakesEffectAt());
    const served = await page('/account');
    const cookie = ([] as string[]).concat(served.setCookie ?? [])[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SHOPPER_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`));
    expect(served.cacheControl).toBe('private, no-cache');
    const again = await page('/account', cookie.split(';')[0], second);
    expect(again.release).toBe(served.release);
    expect(again.setCookie).toBeUndefined();
  });

  it('sets the id cookie Secure for a shopper who asked over HTTPS (a load balancer in front says so)', async () => {
    setClock(await shareTakesEffectAt());
    const served = await page('/account', undefined, shell, { 'x-forwarded-proto': 'https' });
    expect(([] as string[]).concat(served.setCookie ?? [])[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('sends everyone back to the live release once aborted', async () => {
    await abortCanary({ storage, fragment: FRAGMENT, reason: 'errors' });
    const served = await Promise.all(SHOPPERS.map((cookie) => page('/account', cookie, second)));
    expect(new Set(served.map((item) => item.release))).toEqual(new Set([live]));
  });
});
