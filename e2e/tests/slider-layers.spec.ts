import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { layersWithin } from '../support/composited-layers';
import { scrollThroughOwnBrandSliders } from '../support/own-brand-page';
import { scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady } from '../support/shell-page';

// A recommendation slider's parts are on compositing layers of their own while it fills under its cover, so that
// showing it paints nothing (mf-recommendations' use-cards-in-steps.ts). Kept, they would be memory the phone's
// compositor holds for as long as the page is open: a paint after the slider is shown, they go.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** The layers inside sliders that are there for `will-change` (what a slider filling under its cover asks for). */
async function layersKeptForFilling(page: Page) {
  return (await layersWithin(page, '.sf-recommendation-slider')).filter((layer) => layer.reasons.some((reason) => reason.startsWith('WillChange')));
}

test.beforeEach(async ({ page }) => declineConsent(page));

for (const size of SIZES) {
  test(`${size.name}: the own-brand page's filled sliders keep no layer of their own for filling`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/eigenmarken');
    await expectFragmentReady(page, 'mf-own-brand');
    await scrollThroughOwnBrandSliders(page);
    await expect(page.locator('.sf-recommendation-slider').first()).toBeVisible();
    await expect.poll(() => layersKeptForFilling(page)).toEqual([]);
  });

  test(`${size.name}: the homepage's filled sliders keep no layer of their own for filling`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await scrollToPageEnd(page);
    await expect(page.locator('.sf-recommendation-slider')).not.toHaveCount(0);
    await expect.poll(() => layersKeptForFilling(page)).toEqual([]);
  });
}
