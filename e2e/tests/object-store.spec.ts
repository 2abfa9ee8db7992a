import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import type { RegistryDocument, StorefrontConfig } from '@storefront/contracts';
import { deploy, readRegistry } from '@storefront/deploy';
import { REPOSITORY_ROOT } from '@storefront/serve';
import { declineConsent, expect, test } from '../fixtures';
import { FragmentCheckout, npmRunWith } from '../support/delivery';
import { ObjectStore, ShellServerProcess } from '../support/object-store';
import { expectFragmentReady } from '../support/shell-page';

// The shop beyond one machine (docs/delivery-and-storage.md, "Running on an object store"): releases and live entries in Azure Blob Storage
// (Microsoft's emulator, Azurite, started here), two stateless shell servers (npm run serve:shell) reading it, and a
// squad deploying from its own folder with only its own credential. The sample backend is this worker's.

const ACCOUNT = 'mf-account-overview';
const OLD_HEADING = 'Mein Konto';
const NEW_HEADING = 'Mein Kundenkonto';
const PHONE = devices['Pixel 7'].userAgent;

let store: ObjectStore;
const shells = [new ShellServerProcess(), new ShellServerProcess()];
let changed: FragmentCheckout;
let initial: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await ObjectStore.start();
  await Promise.all(shells.map((shell) => shell.start({ ...store.platformEnvironment() })));
  initial = (await readRegistry(store.platformStorage())).fragments.mf_account_overview?.release ?? '';
  changed = new FragmentCheckout(ACCOUNT).edit('src/Root.tsx', `>${OLD_HEADING}</h1>`, `>${NEW_HEADING}</h1>`);
});

test.afterEach(async ({}, testInfo) => {
  // What the servers reported (a storage they cannot read, a first view served without), with a failure.
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const [index, shell] of shells.entries()) await testInfo.attach(`serve:shell ${index + 1}`, { body: shell.output });
  }
});

test.afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.stop()));
  await store?.remove();
  changed?.remove();
});

test.beforeEach(async ({ page }) => declineConsent(page));

async function registryOf(request: APIRequestContext, origin: string): Promise<RegistryDocument> {
  return (await (await request.get(`${origin}/registry.json`)).json()) as RegistryDocument;
}

const accountHeading = (page: Page) => page.locator(`[data-fragment="${ACCOUNT}"]`).getByRole('heading', { level: 1 });

/**
 * Waits until every shell server has finished a read of the store's documents that started after `since` (its
 * `/__health` says when its last read started). A change written before `since` is then what they serve, whatever the
 * machine's speed; how long that takes (the read interval plus one read) is bench:deploy's figure.
 */
async function afterNextRead(request: APIRequestContext, since: number): Promise<void> {
  const readStarts = async () =>
    Promise.all(
      shells.map(
        async (shell) =>
          ((await (await request.get(`${shell.origin}/__health`)).json()) as { documentsReadStartedAt: number | null }).documentsReadStartedAt ?? 0,
      ),
    );
  await expect
    .poll(async () => (await readStarts()).every((startedAt) => startedAt > since), { message: 'a read of the store by both servers since the change' })
    .toBe(true);
}

/** Both shell servers serve `release` as the account's live release once they have read the store after `since`. */
async function bothServe(request: APIRequestContext, release: string, since: number): Promise<void> {
  await afterNextRead(request, since);
  const served = await Promise.all(shells.map(async (shell) => (await registryOf(request, shell.origin)).fragments.mf_account_overview?.release));
  expect(served).toEqual([release, release]);
}

test('two shell servers serve the shop from the store: fragments from its public URLs, a phone’s first views', async ({ page, request }) => {
  for (const shell of shells) {
    // The first read of the store warmed the first views before the server listened (it once failed on the config).
    expect(shell.output).not.toMatch(/First view of .* before initialization/);
    const registry = await registryOf(request, shell.origin);
    expect(Object.values(registry.fragments).map((entry) => entry.manifest)).toEqual(
      Object.values(registry.fragments).map(() => expect.stringMatching(new RegExp(`^${store.accountUrl}/e2e-mf-[a-z-]+/releases/[^/]+/mf-manifest\\.json$`))),
    );
    await page.goto(`${shell.origin}/account`);
    await expectFragmentReady(page, ACCOUNT);
    await expect(accountHeading(page)).toHaveText(OLD_HEADING);
    // The release servers of npm start are not involved: its files come from the store.
    // Rendered by the shell server's own workers from the releases in the store (a render waits at most 400 ms for
    // the backend: on a busy machine a document now and then comes without, as it would in production).
    for (const [pathname, fragment] of [
      ['/', 'mf-homepage-blocks'],
      ['/account', ACCOUNT],
      ['/eigenmarken', 'mf-own-brand'],
    ]) {
      await expect
        .poll(async () => (await request.get(`${shell.origin}${pathname}`, { headers: { 'User-Agent': PHONE } })).text(), {
          message: `the phone's first view of ${pathname} from ${shell.origin}`,
          timeout: 20_000,
        })
        .toContain(`id="first-view-state" data-first-view-fragment="${fragment}"`);
    }
  }
});

test('a squad deploys from its own folder with its own credential: both servers serve it after their next read of the store; a page opened before keeps its release; rollback', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A shopper opened the homepage before the deploy; the account page's code is not loaded yet.
  const before = await page.context().newPage();
  await before.goto(`${shells[0]?.origin}/`);
  await expectFragmentReady(before, 'mf-homepage-blocks');

  const deployed = await npmRunWith({ ...process.env, ...store.squadEnvironment(ACCOUNT) }, 'deploy', ACCOUNT, '--source', changed.folder);
  expect(deployed.code, `${deployed.stdout}\n${deployed.stderr}`).toBe(0);
  const release = /live release is now (\S+)/.exec(deployed.stdout)?.[1] ?? '';
  await bothServe(request, release, Date.now());
  for (const shell of shells) {
    await page.goto(`${shell.origin}/account`);
    await expect(accountHeading(page)).toHaveText(NEW_HEADING);
  }

  // The page opened before the deploy goes on with the registry it started with: the old release's files, still in the store.
  const requested: string[] = [];
  before.on('requestfinished', (finished) => requested.push(finished.url()));
  await before.getByRole('navigation').getByRole('link', { name: 'Mein Konto' }).click();
  await expect(accountHeading(before)).toHaveText(OLD_HEADING);
  expect(requested.filter((url) => url.includes(`/e2e-${ACCOUNT}/releases/`)).every((url) => url.includes(`/releases/${initial}/`))).toBe(true);
  expect(requested.some((url) => url.includes(`/releases/${initial}/`))).toBe(true);

  const rolledBack = await npmRunWith({ ...process.env, ...store.squadEnvironment(ACCOUNT) }, 'rollback', ACCOUNT);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  await bothServe(request, initial, Date.now());
  for (const shell of shells) {
    await page.goto(`${shell.origin}/account`);
    await expect(accountHeading(page)).toHaveText(OLD_HEADING);
  }
});

test('the account squad’s credential is refused for mf-own-brand, and nothing in the store changes', async () => {
  const storage = store.platformStorage();
  // Other builds of mf-own-brand: the repository's build with one file changed (each a release of its own).
  const buildOf = (variant: string) => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'own-brand-dist-'));
    fs.cpSync(path.join(REPOSITORY_ROOT, 'mf-own-brand', 'dist'), build, { recursive: true });
    fs.appendFileSync(path.join(build, 'remoteEntry.js'), `\n// ${variant}\n`);
    return build;
  };
  const builds = [buildOf('deployed by its squad'), buildOf('deployed with another squad’s credential')];
  try {
    // The own-brand squad has deployed once: there is a release to roll back to.
    await deploy({ storage, fragment: 'mf-own-brand', dist: builds[0] });
    const before = { releases: await storage.listReleases('mf-own-brand'), registry: await readRegistry(storage) };
    const squad = { ...process.env, ...store.squadEnvironment(ACCOUNT) };

    const refused = await npmRunWith(squad, 'deploy', 'mf-own-brand', '--dist', builds[1] ?? '');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: The storage refused to publish mf-own-brand');
    expect(refused.stderr).toContain("A squad's deploy credential publishes and switches its own fragment only");
    const rollback = await npmRunWith(squad, 'rollback', 'mf-own-brand');
    expect(rollback.code).toBe(1);
    expect(rollback.stderr).toContain(
      "Refused: The storage refused to write mf-own-brand/live.json: this credential may not access mf-own-brand's releases and live entry",
    );

    expect(await storage.listReleases('mf-own-brand')).toEqual(before.releases);
    expect(await readRegistry(storage)).toEqual(before.registry);
  } finally {
    builds.forEach((build) => fs.rmSync(build, { recursive: true, force: true }));
  }
});

test('a config change with the platform’s credential is served by both servers after their next read of the store; a squad’s credential is refused', async ({
  request,
}) => {
  const flag = 'catalog.discover.recommendations.add-to-cart.enabled';
  const servedFlag = async () =>
    Promise.all(
      shells.map(async (shell) => ((await (await request.get(`${shell.origin}/storefront-config.json`)).json()) as StorefrontConfig).featureFlags[flag]),
    );
  expect(await servedFlag()).toEqual(['true', 'true']);

  const squad = await npmRunWith(
    { ...process.env, ...store.squadEnvironment(ACCOUNT) },
    'config',
    'set-flag',
    flag,
    'false',
    '--reason',
    'not the squad’s to change',
  );
  expect(squad.code).toBe(1);
  expect(squad.stderr).toContain('That needs the platform credential (STOREFRONT_PLATFORM_CREDENTIAL)');

  const platform = await npmRunWith({ ...process.env, ...store.platformEnvironment() }, 'config', 'set-flag', flag, 'false', '--reason', 'cart incident');
  expect(platform.code, platform.stderr).toBe(0);
  await afterNextRead(request, Date.now());
  expect(await servedFlag()).toEqual(['false', 'false']);
  const back = await npmRunWith({ ...process.env, ...store.platformEnvironment() }, 'config', 'rollback', '--reason', 'incident over');
  expect(back.code, back.stderr).toBe(0);
  await afterNextRead(request, Date.now());
  expect(await servedFlag()).toEqual(['true', 'true']);
});

test('with the store stopped, both servers keep serving pages with the last registry, and say what is wrong', async ({ page, request }) => {
  const registries = await Promise.all(shells.map((shell) => registryOf(request, shell.origin)));
  await store.stopEmulator();

  for (const [index, shell] of shells.entries()) {
    await expect
      .poll(async () => ((await (await request.get(`${shell.origin}/__health`)).json()) as { problems: string[] }).problems, { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('did not answer'));
    expect(await registryOf(request, shell.origin)).toEqual(registries[index]);
    // The page is served, with the last registry inlined; the shell's own parts work. (The fragments' files are the
    // store's: with the store down and no CDN in front, their slots show their error state.)
    const document = await request.get(`${shell.origin}/account`);
    expect(document.status()).toBe(200);
    const inlined = /<script type="application\/json" id="storefront-registry"[^>]*>([^<]*)<\/script>/.exec(await document.text())?.[1] ?? '';
    expect(JSON.parse(inlined)).toEqual(registries[index]);
    await page.goto(`${shell.origin}/account`);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Mein Konto' })).toBeVisible();
  }
});
