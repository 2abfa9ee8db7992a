import { declineConsent, expect, test } from '../fixtures';
import { liveManifest } from '../support/registry';
import { expectFragmentReady } from '../support/shell-page';

test.beforeEach(async ({ page }) => declineConsent(page));

test('an override points one fragment at another build, shows a notice, persists and resets', async ({ page, request }) => {
  // The live release served from another origin stands in for a squad's local build: what matters is that the
  // shell fetches the fragment from the override URL, in this browser only, and says so.
  const published = await liveManifest(request, 'mf_account_overview');
  const LOCAL_BUILD = published.replace('//localhost:', '//127.0.0.1:');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`/account?mf-override=mf_account_overview=${LOCAL_BUILD}`);
  await expectFragmentReady(page, 'mf-account-overview');
  const notice = page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
  await expect(notice).toContainText(`mf_account_overview → ${LOCAL_BUILD}`);
  expect(requested).toContain(LOCAL_BUILD);
  // Nothing of the published release runs: no entry, no chunk. (Its manifest may be fetched: the document preloads
  // the manifests of the registry, and the shell's server does not know this browser's overrides.)
  const publishedRelease = published.slice(0, published.lastIndexOf('/') + 1);
  expect(requested.filter((url) => url.startsWith(publishedRelease) && url !== published)).toEqual([]);

  await page.goto('/account');
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(notice).toBeHidden();
  await expectFragmentReady(page, 'mf-account-overview');
});

test('an override names the fragment as squads do, by its package name; a name the shop does not know is ignored', async ({ page, request }) => {
  const published = await liveManifest(request, 'mf_account_overview');
  const LOCAL_BUILD = published.replace('//localhost:', '//127.0.0.1:');
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));

  await page.goto(`/account?mf-override=mf-account-overview=${LOCAL_BUILD}&mf-override=mf-account-overveiw=${LOCAL_BUILD}`);
  await expectFragmentReady(page, 'mf-account-overview');
  const notice = page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
  await expect(notice).toContainText(`mf_account_overview → ${LOCAL_BUILD}`);
  await expect(notice).not.toContainText('overveiw');
  expect(requested).toContain(LOCAL_BUILD);
  expect(warnings.filter((text) => text.includes('Ignored fragment override'))).toHaveLength(1);
});

test('an override with a non-http(s) URL is refused', async ({ page }) => {
  await page.goto('/account?mf-override=mf_account_overview=javascript:alert(1)');
  await expectFragmentReady(page, 'mf-account-overview');
  await expect(page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).toHaveCount(0);
});
