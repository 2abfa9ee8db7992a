import { devices } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { flingToTheEnd, scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady } from '../support/shell-page';

// Spec sections 4 and 8: images that fail to load are not shown, and nothing moves once shown. A broken image gives
// up its picture, not its box, nor the name of an image-only link.

const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];
const HERO_LABEL = 'Top-Themen';
// The sample hero's first slide (shared/sample-api/data/default/content/blocks/hero-banner-carousel.json).
const FIRST_HERO_SLIDE = 'Eigenmarken-Wochen: 15 % Rabatt auf Purizon';
const MAX_SHIFT_SUM = 0.01;

test.describe('images answering 404 on a phone', () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page, sampleApi }) => {
    await sampleApi.addFault({ path: '/images/*', status: 404 });
    await declineConsent(page);
  });

  test('scrolling the homepage to its end, nothing moves', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await expectFragmentReady(page, 'mf-homepage-blocks');
    // Fast: the blocks arrive, and their images fail, while they are in view.
    await flingToTheEnd(page);
    await scrollToPageEnd(page);
    const shifts = await layoutShifts(page);
    const sum = shifts.reduce((total, shift) => total + shift.value, 0);
    expect(sum, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(MAX_SHIFT_SUM);
  });

  test("the hero keeps its box, without a picture, and its slide links their pictures' names", async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: HERO_LABEL });
    const firstSlide = hero.getByRole('link', { name: FIRST_HERO_SLIDE });
    await expect(firstSlide).toBeVisible();
    await expect(hero.getByRole('link', { name: /\S/ })).toHaveCount(await hero.getByRole('link').count());
    const image = firstSlide.locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    // Not painted (no broken-image icon), yet as large as its picture: 800 x 600, as wide as the slide.
    expect(await image.evaluate((element) => element.checkVisibility({ opacityProperty: true }))).toBe(false);
    const box = await firstSlide.boundingBox();
    expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 600) / 800, 0);
  });
});
