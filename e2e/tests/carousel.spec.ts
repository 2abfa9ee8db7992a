import type { Locator } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { expectFragmentReady } from '../support/shell-page';

// The shared Carousel (@storefront/ui) fetches swiper only on the first sign of use. Until then CSS lays the
// slides out as swiper will, so taking over must not move anything.

const SWIPER_CHUNK = /\/swiper-carousel(?:\.[0-9a-f]+)?\.js$/;

const box = async (locator: Locator) => {
  const { x, y, width, height } = (await locator.boundingBox()) ?? { x: NaN, y: NaN, width: NaN, height: NaN };
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
};

test.beforeEach(async ({ page }) => declineConsent(page));

test('swiper loads when the pointer moves onto a carousel, and the cards stay where they were', async ({ page }) => {
  const swiperRequests: string[] = [];
  page.on('request', (request) => {
    if (SWIPER_CHUNK.test(new URL(request.url()).pathname)) swiperRequests.push(request.url());
  });
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  // The first view fills the first screen (1280x720): the slider's place starts just below it, and its block loads
  // once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));
  const slider = page.getByRole('region', { name: 'Beliebt bei Katzenfreunden' });
  const cards = slider.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(swiperRequests).toEqual([]);
  await slider.scrollIntoViewIfNeeded();
  const before = await Promise.all([box(cards.nth(0)), box(cards.nth(3))]);

  await cards.nth(1).hover();
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  expect(swiperRequests).toHaveLength(1);
  expect(await Promise.all([box(cards.nth(0)), box(cards.nth(3))])).toEqual(before);
});

test('keyboard users get swiper when they tab into a carousel, and its arrows work', async ({ page }) => {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  // The first view fills the first screen (1280x720): the slider's place starts just below it, and its block loads
  // once the shopper scrolls (look-ahead.ts).
  await page.evaluate(() => window.scrollBy(0, 200));
  const slider = page.getByRole('region', { name: 'Beliebt bei Katzenfreunden' });
  await expect(slider.getByRole('article').first()).toBeVisible();
  await slider.getByRole('link', { name: 'Karussell überspringen' }).focus();
  await page.keyboard.press('Tab');
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  // The arrows: previous stays disabled at the start, next moves on.
  await expect(slider.getByRole('button', { name: 'Vorherige Elemente' })).toBeDisabled();
  await slider.getByRole('button', { name: 'Nächste Elemente' }).click();
  await expect(slider.getByRole('button', { name: 'Vorherige Elemente' })).toBeEnabled();
});
