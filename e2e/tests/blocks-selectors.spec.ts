import type { Page } from '@playwright/test';
import { declineConsent, expect, test } from '../fixtures';
import { blockModel, homepageLayout, idOf, imagesInView, scrollToBlock } from '../support/content-blocks';
import { collectPageErrors } from '../support/page-errors';

// The brand, own-brand, pet and category selectors of the sample homepage (issue 12), on a phone and a desktop.

interface BrandCarouselModel {
  anchorId: string;
  headline: string;
  variation: string;
  slides: Array<{ brandLogoImageAltText: string }>;
}
interface OwnBrand {
  brandName: string;
  brandDescription: string;
  ctaText: string;
}
interface OwnBrandsModel {
  dogHeadline: string;
  catHeadline: string;
  dogBrands: OwnBrand[];
  catBrands: OwnBrand[];
}
interface PetSelectorModel {
  headline: string;
  categories: Array<{ petImageAltText: string; path: string }>;
}
interface CategorySelectorModel {
  headline: string;
  ctaLabel: string;
  categorySelectorItems: Array<{ cardLabel: string; ctaAriaLabel: string }>;
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

async function expectImagesLoadedAsWebp(block: ReturnType<Page['locator']>): Promise<void> {
  await expect.poll(async () => imagesInView(block)).toEqual({ count: expect.any(Number), notLoadedWebp: [] });
  expect((await imagesInView(block)).count).toBeGreaterThan(0);
}

/** Every link of the block leads to a page of the shop. */
async function expectShopLinksOnly(block: ReturnType<Page['locator']>): Promise<void> {
  const hrefs = await block.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^(\/shop\/|#skip-)/);
}

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the pet, brand, own-brand and category selectors show their German text and images', async ({ page, request }) => {
      const errors = collectPageErrors(page);
      const layout = await homepageLayout(request);
      const ids = {
        pets: idOf(layout, 'PetSelectorCarousel'),
        brands: idOf(layout, 'BrandCarousel'),
        ownBrands: idOf(layout, 'OwnBrandsCarousel'),
        categories: idOf(layout, 'CategorySelectorCarousel'),
      };
      const pets = await blockModel<PetSelectorModel>(request, ids.pets);
      const brands = await blockModel<BrandCarouselModel>(request, ids.brands);
      const ownBrands = await blockModel<OwnBrandsModel>(request, ids.ownBrands);
      const categories = await blockModel<CategorySelectorModel>(request, ids.categories);
      const phone = viewport.width < 600;
      await page.goto('/');

      const petBlock = await scrollToBlock(page, ids.pets);
      const petRegion = petBlock.getByRole('region', { name: pets.headline });
      await expect(petBlock.getByRole('heading', { level: 2, name: pets.headline })).toBeVisible();
      await expect(petRegion.getByRole('link', { name: pets.categories[0]?.petImageAltText })).toHaveAttribute('href', String(pets.categories[0]?.path));
      await expect(petRegion.getByRole('img', { name: pets.categories[0]?.petImageAltText })).toBeVisible();
      // Six pets scroll on a phone and fit the row of a desktop (spec section 5).
      await expect(petRegion.getByRole('button', { name: 'Nächste Elemente' })).toHaveCount(phone ? 1 : 0);
      await expectImagesLoadedAsWebp(petBlock);
      await expectShopLinksOnly(petBlock);

      const brandBlock = await scrollToBlock(page, ids.brands);
      const brandHeading = brandBlock.getByRole('heading', { level: 2, name: brands.headline });
      await expect(brandHeading).toBeVisible();
      await expect(brandHeading).toHaveAttribute('id', brands.anchorId);
      const firstLogo = brandBlock.getByRole('link', { name: brands.slides[0]?.brandLogoImageAltText });
      await expect(firstLogo).toBeVisible();
      if (phone) {
        // The grid variation under 600 px: every logo in a grid, no carousel.
        expect(brands.variation).toBe('grid');
        await expect(brandBlock.getByRole('list', { name: brands.headline }).getByRole('listitem')).toHaveCount(brands.slides.length);
        await expect(brandBlock.getByRole('region')).toHaveCount(0);
      } else {
        await expect(brandBlock.getByRole('region', { name: brands.headline })).toBeVisible();
        await expect(brandBlock.getByRole('button', { name: 'Nächste Elemente' })).toBeVisible();
        // Nine logos in view from 1330 px; the logo box is the big 155x108 one at most.
        const logoBox = await firstLogo.locator('img').boundingBox();
        expect(logoBox?.width).toBeLessThanOrEqual(155);
        expect(logoBox?.width).toBeGreaterThan(119);
      }
      await expectImagesLoadedAsWebp(brandBlock);
      await expectShopLinksOnly(brandBlock);

      const ownBrandBlock = await scrollToBlock(page, ids.ownBrands);
      for (const [headline, brandsOfAnimal] of [
        [ownBrands.dogHeadline, ownBrands.dogBrands],
        [ownBrands.catHeadline, ownBrands.catBrands],
      ] as const) {
        const region = ownBrandBlock.getByRole('region', { name: headline });
        await region.scrollIntoViewIfNeeded();
        await expect(ownBrandBlock.getByRole('heading', { level: 2, name: headline })).toBeVisible();
        const first = brandsOfAnimal[0] as OwnBrand;
        await expect(region.getByRole('heading', { level: 3, name: first.brandName })).toBeVisible();
        await expect(region.getByText(textOf(first.brandDescription))).toBeVisible();
        await expect(region.getByRole('link', { name: first.ctaText })).toBeVisible();
        await expectImagesLoadedAsWebp(region);
      }
      await expect(ownBrandBlock.locator('.hp-own-brands__placeholder')).toHaveCount(0);
      await expectShopLinksOnly(ownBrandBlock);

      const categoryBlock = await scrollToBlock(page, ids.categories);
      const categoryRegion = categoryBlock.getByRole('region', { name: categories.headline });
      await expect(categoryBlock.getByRole('heading', { level: 2, name: categories.headline })).toBeVisible();
      await expect(categoryBlock.getByRole('link', { name: new RegExp(categories.ctaLabel) })).toBeVisible();
      const firstCategory = categories.categorySelectorItems[0];
      await expect(categoryRegion.getByRole('link', { name: firstCategory?.ctaAriaLabel })).toContainText(String(firstCategory?.cardLabel));
      await expectImagesLoadedAsWebp(categoryBlock);
      await expectShopLinksOnly(categoryBlock);

      // Their WCAG 2.1 A and AA scan is the whole page's with every block in (content-pipeline.spec.ts).
      expect(errors).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('tabs through the brand carousel, which follows the focus, and moves on with the arrow button', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const layout = await homepageLayout(request);
    const brands = await blockModel<BrandCarouselModel>(request, idOf(layout, 'BrandCarousel'));
    await page.goto('/');
    const block = await scrollToBlock(page, idOf(layout, 'BrandCarousel'));
    const carousel = block.getByRole('region', { name: brands.headline });
    const viewportBox = await carousel.locator('.sf-carousel__viewport').boundingBox();

    await carousel.getByRole('link', { name: 'Karussell überspringen' }).focus();
    await expect(carousel.getByRole('link', { name: 'Karussell überspringen' })).toBeVisible();
    // The previous arrow is disabled at the start, so Tab goes to the first logo.
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('link', { name: brands.slides[0]?.brandLogoImageAltText })).toBeFocused();
    const last = brands.slides.length - 1;
    for (let index = 1; index <= last; index += 1) await page.keyboard.press('Tab');
    const lastLogo = carousel.getByRole('link', { name: brands.slides[last]?.brandLogoImageAltText });
    await expect(lastLogo).toBeFocused();
    // Swiper has moved the focused logo into view.
    await expect
      .poll(async () => {
        const box = await lastLogo.boundingBox();
        return Boolean(box && viewportBox && box.x >= viewportBox.x - 1 && box.x + box.width <= viewportBox.x + viewportBox.width + 1);
      })
      .toBe(true);

    // And back to the first logo, which comes into view again.
    for (let index = last; index > 0; index -= 1) await page.keyboard.press('Shift+Tab');
    const firstLogo = carousel.getByRole('link', { name: brands.slides[0]?.brandLogoImageAltText });
    await expect(firstLogo).toBeFocused();
    await expect(firstLogo).toBeInViewport({ ratio: 1 });

    // The arrow buttons work from the keyboard.
    await carousel.getByRole('button', { name: 'Nächste Elemente' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Vorherige Elemente' })).toBeEnabled();
    await expect(firstLogo).not.toBeInViewport({ ratio: 1 });
    expect(errors).toEqual([]);
  });

  test('the skip link jumps over a carousel to what follows it', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const layout = await homepageLayout(request);
    const categoryId = idOf(layout, 'CategorySelectorCarousel');
    const categories = await blockModel<CategorySelectorModel>(request, categoryId);
    await page.goto('/');
    const block = await scrollToBlock(page, categoryId);
    const carousel = block.getByRole('region', { name: categories.headline });
    const skipLink = carousel.getByRole('link', { name: 'Karussell überspringen' });

    await skipLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#skip-${categoryId}$`));
    await expect(page.locator(`#skip-${categoryId}`)).toBeFocused();
    await page.keyboard.press('Tab');
    // Focus is after the carousel: on none of its cards.
    const focusedInCarousel = await carousel.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInCarousel).toBe(false);
    const focusedFollows = await carousel.evaluate(
      (element) => document.activeElement !== null && Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    expect(focusedFollows).toBe(true);
    expect(errors).toEqual([]);
  });
});
