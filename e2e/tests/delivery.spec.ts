import fs from 'node:fs';
import path from 'node:path';
import { devices, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { FRAGMENTS, type RegistryDocument } from '@storefront/contracts';
import { REPOSITORY_ROOT } from '@storefront/serve';
import { declineConsent, expect, SHELL_URL, test } from '../fixtures';
import { FragmentCheckout, modificationTimes, npmRun } from '../support/delivery';
import { expectFragmentFailed, expectFragmentReady } from '../support/shell-page';

// A squad ships mf-account-overview on its own while the storefront runs: deploy, roll back, and a release built
// against another platform major, with the deploy commands as squads run them (npm run deploy/rollback).
const ACCOUNT = 'mf-account-overview';
const CONTAINER = 'mf_account_overview';
const OLD_HEADING = 'Mein Konto';
const NEW_HEADING = 'Mein Kundenkonto';
const ACCOUNT_ERROR = 'Kontoübersicht: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.';
const ROOT = process.env.STOREFRONT_DEPLOYMENTS_ROOT ?? '';
const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;
const OTHERS = FRAGMENTS.map((fragment) => fragment.name).filter((name) => name !== ACCOUNT);

type Entry = RegistryDocument['fragments'][string] & { history?: unknown[] };

async function liveRegistry(request: APIRequestContext): Promise<Record<string, Entry>> {
  return ((await (await request.get(`${SHELL_URL}/registry.json`)).json()) as RegistryDocument).fragments as Record<string, Entry>;
}

/** Builds (each checkout once) and deploys; the output of a failure is in the message. */
async function deploy(...args: string[]) {
  const result = await npmRun('deploy', ACCOUNT, ...args);
  return { ...result, output: `${result.stdout}\n${result.stderr}` };
}

const heading = (page: Page) => page.locator(`[data-fragment="${ACCOUNT}"]`).getByRole('heading', { level: 1 });
const releaseOf = (url: string) => /\/releases\/([^/]+)\//.exec(url)?.[1];

let initial: string;
let accountOrigin: string;
let changed: FragmentCheckout;
let otherMajor: FragmentCheckout;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const served = await liveRegistry(request);
  const stored = JSON.parse(fs.readFileSync(path.join(ROOT, 'documents', ACCOUNT, 'live.json'), 'utf8')) as { release: string };
  // A storefront started elsewhere (reuseExistingServer) with another deployments root would not see these deploys.
  expect(served[CONTAINER]?.release, `the running storefront serves the registry of ${ROOT}`).toBe(stored.release);
  initial = served[CONTAINER]?.release ?? '';
  accountOrigin = new URL(served[CONTAINER]?.manifest ?? '').origin;
  changed = new FragmentCheckout(ACCOUNT).edit('src/Root.tsx', `>${OLD_HEADING}</h1>`, `>${NEW_HEADING}</h1>`);
  otherMajor = new FragmentCheckout(ACCOUNT).withPackageVersion('@storefront/platform', 'shared/platform', '2.0.0');
});

test.afterAll(async () => {
  // Leave the storefront as it was for the specs after this one.
  await npmRun('rollback', ACCOUNT, initial, '--force');
  changed?.remove();
  otherMajor?.remove();
});

test.beforeEach(async ({ page }) => declineConsent(page));

test('a deployed build is live on the next page load; a page opened before keeps its release; rollback brings the old one back', async ({ page, request }) => {
  test.setTimeout(300_000);
  const othersBefore = Object.fromEntries(Object.entries(await liveRegistry(request)).filter(([name]) => name !== CONTAINER));
  const untouched = [...OTHERS.map((name) => path.join(ROOT, name)), ...FRAGMENTS.map((fragment) => path.join(REPOSITORY_ROOT, fragment.name, 'dist'))];
  const timesBefore = modificationTimes(...untouched);

  // A shopper opened the homepage before the deploy; the account page's code is not loaded yet.
  const before = await page.context().newPage();
  const beforeRequests: Request[] = [];
  before.on('requestfinished', (request) => beforeRequests.push(request));
  await before.goto('/');
  await expectFragmentReady(before, 'mf-homepage-blocks');

  const deployed = await deploy('--source', changed.folder);
  expect(deployed.code, deployed.output).toBe(0);
  expect(deployed.output).toContain(`${ACCOUNT}: live release is now`);
  const release = (await liveRegistry(request))[CONTAINER]?.release ?? '';
  expect(release).not.toBe(initial);
  expect(release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

  // The next page load gets the new release.
  await page.goto('/account');
  await expectFragmentReady(page, ACCOUNT);
  await expect(heading(page)).toHaveText(NEW_HEADING);
  // A phone's document comes with the new release's first view, rendered by its own server bundle.
  await expect
    .poll(async () => {
      const html = await (await request.get('/account', { headers: { 'User-Agent': PHONE_USER_AGENT } })).text();
      return /data-first-view-manifest="([^"]+)"/.exec(html)?.[1]?.includes(`/releases/${release}/`) && html.includes(`>${NEW_HEADING}</h1>`);
    })
    .toBe(true);

  // The page opened before still runs on the registry it started with: going to the account page now lazy-loads
  // the chunks of the release that was live then, which are still served.
  await before.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(before, ACCOUNT);
  await expect(heading(before)).toHaveText(OLD_HEADING);
  const accountFiles = beforeRequests.filter((request) => request.url().startsWith(`${accountOrigin}/releases/`));
  const oldReleaseFiles = accountFiles.filter((request) => releaseOf(request.url()) === initial);
  expect(oldReleaseFiles.map((request) => new URL(request.url()).pathname.split('/').pop())).toEqual(
    expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', '__federation_expose_app.js']),
  );
  expect(accountFiles.filter((request) => releaseOf(request.url()) === release)).toEqual([]);
  for (const request of oldReleaseFiles) expect((await request.response())?.status(), request.url()).toBe(200);
  await expect(before.locator('[data-fragment]').filter({ hasText: ACCOUNT_ERROR })).toHaveCount(0);
  await before.close();

  // Nothing of the other fragments was rebuilt, republished or switched.
  expect(modificationTimes(...untouched)).toEqual(timesBefore);
  expect(Object.fromEntries(Object.entries(await liveRegistry(request)).filter(([name]) => name !== CONTAINER))).toEqual(othersBefore);

  const listed = await npmRun('releases', ACCOUNT);
  expect(listed.stdout).toMatch(new RegExp(`^\\* +${release} `, 'm'));
  expect(listed.stdout).toMatch(new RegExp(`^ +${initial} `, 'm'));

  const rolledBack = await npmRun('rollback', ACCOUNT);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain(`live release is now ${initial} (was ${release})`);
  await page.reload();
  await expectFragmentReady(page, ACCOUNT);
  await expect(heading(page)).toHaveText(OLD_HEADING);
});

test('a release built against another platform major is refused; forced, only its slot shows the error state', async ({ page, request, sampleApi }) => {
  test.setTimeout(300_000);
  const refused = await deploy('--source', otherMajor.folder);
  expect(refused.code, refused.output).toBe(1);
  expect(refused.stderr).toContain('Refused: mf-account-overview 1.0.0-');
  expect(refused.stderr).toContain('@storefront/platform 2.0.0 (shell provides 1.0.0)');
  expect((await liveRegistry(request))[CONTAINER]?.release).toBe(initial);

  const forced = await deploy('--dist', otherMajor.dist, '--force');
  expect(forced.code, forced.output).toBe(0);
  expect(forced.stdout).toContain('forced: the live shell refuses it (@storefront/platform 2.0.0 (shell provides 1.0.0))');
  const release = (await liveRegistry(request))[CONTAINER]?.release ?? '';

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/account');
  await expectFragmentFailed(page, ACCOUNT);
  await expect(page.getByText(ACCOUNT_ERROR)).toBeVisible();
  expect(
    requested.filter((url) => releaseOf(url) === release),
    'the refused release is never loaded',
  ).toEqual([]);
  await expect
    .poll(async () => (await sampleApi.errors()).map((report) => (report as { context?: Record<string, unknown> }).context ?? {}))
    .toContainEqual(
      expect.objectContaining({
        fragment: ACCOUNT,
        release,
        builtAgainst: expect.objectContaining({ '@storefront/platform': '2.0.0' }),
        provided: expect.objectContaining({ '@storefront/platform': '1.0.0' }),
      }),
    );

  // The rest of the page works.
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }).click();
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const back = await npmRun('rollback', ACCOUNT, initial);
  expect(back.code, back.stderr).toBe(0);
  await page.goto('/account');
  await expectFragmentReady(page, ACCOUNT);
  await expect(heading(page)).toHaveText(OLD_HEADING);
});
