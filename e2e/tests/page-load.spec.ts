import type { Page } from '@playwright/test';
import { acceptConsent, declineConsent, expect, test } from '../fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { liveManifest } from '../support/registry';
import { expectPageLoaded, ROUTE_FRAGMENTS } from '../support/shell-page';
import { recordStorageInScripts, storageInScripts } from '../support/storage-in-scripts';

// Nothing moves while a page loads (issue 17): no layout-shift entry on /, /account and /eigenmarken at phone and desktop size,
// on a first visit (the consent banner showing from the first paint) and on a return visit (consent given).

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const { path, fragment } of ROUTE_FRAGMENTS) {
    test(`${path} at ${viewport.width} px on a first visit: the banner from the first paint, nothing shifts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(consentBanner(page)).toBeVisible();
      await expectPageLoaded(page, fragment);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test(`${path} at ${viewport.width} px with consent given: nothing shifts`, async ({ page }) => {
      await acceptConsent(page);
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto(path);
      await expectPageLoaded(page, fragment);
      await expect(consentBanner(page)).toHaveCount(0);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}

test('at 390x844 the recommendations fragment, needed only below the fold, is requested once the shopper scrolls', async ({ page, request }) => {
  await declineConsent(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const fragmentOrigin = new URL(await liveManifest(request, 'mf_recommendations')).origin;
  const requested: string[] = [];
  page.on('request', (fragmentRequest) => {
    if (fragmentRequest.url().startsWith(fragmentOrigin)) requested.push(fragmentRequest.url());
  });
  await page.goto('/');
  await expectPageLoaded(page, 'mf-homepage-blocks');
  // The first block that needs the fragment (a recommendation slider) starts below the first screen.
  const lastBlockShown = page.locator('[data-block-id="value-proposition-strip"]');
  expect(await lastBlockShown.evaluate((block) => block.getBoundingClientRect().bottom)).toBeGreaterThan(844);
  expect(requested).toEqual([]);

  await page.mouse.wheel(0, 300);
  const slider = page.locator('[data-content-type="RecommendationSlider"]').first();
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('button', { name: 'Nächste Elemente' })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

// The federation runtime asked for its debug switch in localStorage as the shell's first script started and as each
// remote entry registered: a page's first storage access waits for the browser process, 10-30 ms of that script on a
// low-end phone (shared/build/federation-runtime/runtime-start-without-storage.mjs).
for (const { path, fragment } of ROUTE_FRAGMENTS) {
  test(`${path} at 390 px: neither the shell's entry script nor a fragment's reads storage as it runs`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordStorageInScripts(page);
    await page.goto(path);
    await expectPageLoaded(page, fragment);
    expect(await storageInScripts(page)).toEqual([]);
  });
}
