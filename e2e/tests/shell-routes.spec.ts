import { declineConsent, expect, test } from '../fixtures';
import { expectFragmentReady } from '../support/shell-page';

test.beforeEach(async ({ page }) => declineConsent(page));

test('each route shows its fragments and client-side navigation switches them', async ({ page }) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expectFragmentReady(page, 'mf-tracking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectFragmentReady(page, 'mf-account-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.locator('[data-fragment="mf-homepage-blocks"]')).toHaveAttribute('data-state', 'idle');

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }).click();
  await expectFragmentReady(page, 'mf-homepage-blocks');
});

test('a route no fragment owns says so in German and links home', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});

test('the header shows the login state and logs in and out through the sample backend', async ({ page }) => {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Angemeldet', { exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['cid', 'zt_id']));

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const after = await page.context().cookies();
  expect(after.map((cookie) => cookie.name)).not.toContain('cid');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`forward again to a page left by the back button, at ${viewport.width} px: where the shopper was on it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // The shell has started: the header's link changes the route in the page (before, it loads the next document).
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Eigenmarken' }).click();
    await expect(page).toHaveURL(/\/eigenmarken$/);
    await expectFragmentReady(page, 'mf-own-brand');
    // The footer joins the page once it has its length (the footer rule for scrolling during load).
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // The code that keeps positions comes with the first scroll: it names the history entry once it is there.
    await expect.poll(() => page.evaluate(() => typeof (history.state as Record<string, unknown> | null)?.storefrontScrollEntry)).toBe('string');

    await page.goBack();
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await page.goForward();
    await expect(page).toHaveURL(/\/eigenmarken$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });
}
