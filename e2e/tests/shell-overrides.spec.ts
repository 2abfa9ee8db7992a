import { originOf } from '@storefront/serve';
import { declineConsent, expect, test } from '../fixtures';
import { expectFragmentReady } from '../support/shell-page';

test.beforeEach(async ({ page }) => declineConsent(page));

// The same build served from another origin stands in for a squad's local build: what matters is that the
// shell fetches the fragment from the override URL, in this browser only, and says so.
const ACCOUNT_OVERVIEW = originOf('mf-account-overview');
const LOCAL_BUILD = `${ACCOUNT_OVERVIEW.replace('localhost', '127.0.0.1')}/mf-manifest.json`;

test('an override points one fragment at another build, shows a notice, persists and resets', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`/account?mf-override=mf_account_overview=${LOCAL_BUILD}`);
  await expectFragmentReady(page, 'mf-account-overview');
  const notice = page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
  await expect(notice).toContainText(`mf_account_overview → ${LOCAL_BUILD}`);
  expect(requested).toContain(LOCAL_BUILD);
  expect(requested).not.toContain(`${ACCOUNT_OVERVIEW}/mf-manifest.json`);

  await page.goto('/account');
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(notice).toBeHidden();
  await expectFragmentReady(page, 'mf-account-overview');
});

test('an override with a non-http(s) URL is refused', async ({ page }) => {
  await page.goto('/account?mf-override=mf_account_overview=javascript:alert(1)');
  await expectFragmentReady(page, 'mf-account-overview');
  await expect(page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).toHaveCount(0);
});
