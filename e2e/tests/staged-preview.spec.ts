import { previewLink } from '@storefront/contracts';
import { expect, test } from '../fixtures';
import { CANARY_FRAGMENT, CANARY_ROUTE, liveRelease, stageFault } from '../support/canary-scenarios';

// Issue 40: `deploy --stage` publishes without switching; its preview link shows the release to the browser that
// opens it only, with the notice and a way back. The staged release marks the page it runs in (test-only code
// appended to the live release's files), so the test sees which release's code ran.
const MARKER = 'data-e2e-staged';

test('a staged release runs only in the browser that opened its preview link, on every page until it ends the preview', async ({ page, browser, baseURL }) => {
  const shop = baseURL ?? '';
  const live = await liveRelease(shop);
  const staged = await stageFault(live, `document.documentElement.setAttribute('${MARKER}','1');`);
  expect(await liveRelease(shop)).toBe(live);

  await page.goto(previewLink(shop, { fragment: CANARY_FRAGMENT, release: staged }).replace(/\/\?/, `${CANARY_ROUTE}?`));
  const notice = page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
  await expect(notice).toContainText('Vorschau aktiv:');
  await expect(notice).toContainText(`mf_account_overview → ${staged}`);
  await expect(page.locator('html')).toHaveAttribute(MARKER, '1');

  // The next page of this browser, without the link's parameter: still the staged release.
  await page.goto(`${shop}${CANARY_ROUTE}`);
  await expect(notice).toContainText(staged);
  await expect(page.locator('html')).toHaveAttribute(MARKER, '1');

  // Another browser: the live release, no notice.
  const other = await browser.newContext();
  const shopper = await other.newPage();
  await shopper.goto(`${shop}${CANARY_ROUTE}`);
  await expect(shopper.locator(`[data-fragment="${CANARY_FRAGMENT}"]`).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shopper.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).toHaveCount(0);
  await expect(shopper.locator('html')).not.toHaveAttribute(MARKER, '1');
  await other.close();

  // Ended: this browser is back on the live release.
  await notice.getByRole('button', { name: 'Vorschau beenden' }).click();
  await expect(page).toHaveURL(/mf-preview=reset/);
  await expect(page.locator(`[data-fragment="${CANARY_FRAGMENT}"]`).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute(MARKER, '1');
  expect(await liveRelease(shop)).toBe(live);
});
