import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { liveManifest, releaseFolder } from '../support/registry';
import { expectFragmentFailed, expectFragmentReady } from '../support/shell-page';

const ACCOUNT_ERROR = 'Kontoübersicht: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.';

test.beforeEach(async ({ page }) => declineConsent(page));

async function expectRestOfPageWorks(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }).click();
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a fragment whose server is stopped shows its error slot; the rest of the page works', async ({ page, sampleApi }) => {
  // Nothing listens on 8099: the browser gets a refused connection, as when the fragment's server is down.
  await page.goto('/account?mf-override=mf_account_overview=http://localhost:8099/mf-manifest.json');
  await expectFragmentFailed(page, 'mf-account-overview');
  await expect(page.getByText(ACCOUNT_ERROR)).toBeVisible();
  await expect.poll(async () => (await sampleApi.errors()).some((report) => JSON.stringify(report).includes('mf-account-overview'))).toBe(true);
  await expectRestOfPageWorks(page);
  await page.goto('/account?mf-override=reset');
});

for (const status of [404, 500]) {
  test(`a fragment whose manifest answers ${status} shows its error slot; the rest works`, async ({ page, request }) => {
    await page.route(await liveManifest(request, 'mf_account_overview'), (route) => route.fulfill({ status, body: 'Fehler' }));
    await page.goto('/account');
    await expectFragmentFailed(page, 'mf-account-overview');
    await expect(page.getByText(ACCOUNT_ERROR)).toBeVisible();
    await expectRestOfPageWorks(page);
  });
}

test('a fragment whose server does not answer times out into its error slot', async ({ page, request }) => {
  await page.route(await liveManifest(request, 'mf_account_overview'), () => {
    // Never answered: the shell's time-out (the registry's loadTimeoutMs, 5 s) has to end the wait.
  });
  await page.goto('/account');
  await expect(page.locator('[data-fragment="mf-account-overview"]')).toHaveAttribute('data-state', 'loading');
  await expectFragmentFailed(page, 'mf-account-overview');
  await expectRestOfPageWorks(page);
});

test('a fragment whose code throws while loading shows its error slot; the rest works', async ({ page, request }) => {
  const release = releaseFolder(await liveManifest(request, 'mf_account_overview'));
  await page.route(
    (url) => url.href.startsWith(release) && /\/__federation_expose_app(?:\.[0-9a-f]+)?\.js$/.test(url.pathname),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("kaputt beim Laden");' }),
  );
  await page.goto('/account');
  await expectFragmentFailed(page, 'mf-account-overview');
  await expectRestOfPageWorks(page);
});

test('without the tracking fragment the homepage still renders', async ({ page, request }) => {
  await page.route(await liveManifest(request, 'mf_tracking'), (route) => route.fulfill({ status: 503 }));
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
