import type { Locator, Page } from '@playwright/test';
import type { components } from '@storefront/contracts';
import { declineConsent, expect, test } from '../fixtures';
import { blockModel, imagesInView, scrollToBlock } from '../support/content-blocks';
import type { CollectedEvent } from '../support/sample-api-client';

// The banner blocks of the sample homepage: hero banner carousel, secondary hero banner, special offers (grid and
// carousel), pet sections and the responsive banner, on a phone, a tablet and a desktop.

type Schemas = components['schemas'];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const TABLET_MIN_WIDTH = 544;
const HERO = 'hero-banner-carousel';
const HERO_LABEL = 'Top-Themen';
const PAUSE = 'Automatisches Weiterblättern anhalten';
const PLAY = 'Automatisches Weiterblättern starten';
const AUTOPLAY_DELAY_MS = 5000;
const SWIPER_CHUNK = /\/swiper-carousel(?:\.[0-9a-f]+)?\.js$/;

/** The number of swiper's active hero slide ("2 von 4" -> 2), set when a step starts (before its transition ends). */
async function heroActiveSlide(hero: Locator): Promise<number> {
  return Number.parseInt((await hero.locator('.swiper-slide-active').getAttribute('aria-label')) ?? '0', 10);
}

/** The number of the hero slide whose middle lies in the slides' viewport ("2 von 4" -> 2). */
async function heroSlideInView(hero: Locator): Promise<number> {
  return hero.evaluate((root) => {
    const viewport = root.querySelector('.sf-carousel__viewport')?.getBoundingClientRect();
    const shown = Array.from(root.querySelectorAll('[role="group"]')).find((slide) => {
      const rect = slide.getBoundingClientRect();
      const middle = rect.left + rect.width / 2;
      return viewport !== undefined && middle > viewport.left && middle < viewport.right;
    });
    return Number.parseInt(shown?.getAttribute('aria-label') ?? '0', 10);
  });
}

async function openHomepage(page: Page) {
  await page.goto('/');
  const hero = contentBlock(page, HERO);
  await expect(hero).toBeVisible();
  return hero;
}

const contentBlock = (page: Page, id: string) => page.locator(`[data-block-id="${id}"]`);

/** Every image of the element the shopper sees has loaded, as webp (the browser chose the webp <source>). */
async function expectImagesInViewLoadedAsWebp(element: Locator, count?: number): Promise<void> {
  await expect.poll(() => imagesInView(element), { timeout: 15_000 }).toEqual({ count: count ?? expect.any(Number), notLoadedWebp: [] });
  expect((await imagesInView(element)).count).toBeGreaterThan(0);
}

/** The file name of the picture an <img> shows (which <source> the browser chose). */
async function shownPicture(image: Locator): Promise<string> {
  return image.evaluate((element) => new URL((element as HTMLImageElement).currentSrc).pathname.split('/').pop() ?? '');
}

/** Every link of the block leads to a page of the shop (a path, never another host or a script), or skips a carousel. */
async function expectShopLinksOnly(block: Locator): Promise<void> {
  const hrefs = await block.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^(\/(?![/\\])|#skip-)/);
}

/** "EVENT page target_name target_id" of what the tracking collector received. */
const described = (events: CollectedEvent[]) =>
  (events as Array<{ event?: string; pageCode?: string; target?: { name: string; id: string } }>).map(
    (entry) => `${entry.event} ${entry.pageCode} ${entry.target?.name} ${entry.target?.id}`,
  );

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < TABLET_MIN_WIDTH;

  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the hero shows the slides of the device, its first picture loaded at once with high priority, as webp', async ({ page, request }) => {
      const model = await blockModel<Schemas['HeroBannerCarouselModel']>(request, HERO);
      const alts = model.slides.map((slide) => (phone ? slide.mobileImageAltText : slide.desktopImageAltText) ?? '');
      const hero = await openHomepage(page);
      const carousel = hero.getByRole('region', { name: HERO_LABEL });
      await expect(carousel.getByRole('group')).toHaveCount(model.slides.length);
      const images = hero.getByRole('img');
      await expect(images).toHaveCount(model.slides.length);
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      expect(await images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).alt))).toEqual(alts);
      // Only the first slide is in view; the others are lazy until they slide in.
      await expectImagesInViewLoadedAsWebp(hero, 1);
      expect(await shownPicture(images.first())).toMatch(phone ? /-mobile\.webp$/ : /-desktop\.webp$/);
      await expect(hero.getByRole('link', { name: alts[0] })).toHaveAttribute('href', model.slides[0]?.targetLink ?? '');
      await expectShopLinksOnly(hero);
      if (phone) await expect(hero.getByRole('button', { name: PAUSE })).toHaveCount(0);
      else await expect(hero.getByRole('button', { name: PAUSE })).toBeVisible();
    });

    test('the secondary hero and the special offers grid show their German text and webp pictures', async ({ page, request }) => {
      const secondaryModel = await blockModel<Schemas['SecondaryHeroBannerModel']>(request, 'secondary-hero-banner');
      const grid = await blockModel<Schemas['SpecialOffersModel']>(request, 'special-offers-grid');
      await openHomepage(page);

      const offers = await scrollToBlock(page, 'special-offers-grid');
      const offersRegion = offers.getByRole('region', { name: grid.title });
      await expect(offersRegion.getByRole('heading', { level: 2, name: grid.title })).toBeVisible();
      const tiles = (grid.rows ?? []).flatMap((row) => row.rowItems);
      await expect(offersRegion.getByRole('listitem')).toHaveCount(tiles.length);
      for (const tile of tiles) await expect(offersRegion.getByRole('link', { name: tile.altText })).toHaveAttribute('href', tile.urlLink);
      await expect(offersRegion.getByRole('link', { name: grid.ctaText })).toHaveAttribute('href', grid.targetLink);
      await expectImagesInViewLoadedAsWebp(offers);
      await expectShopLinksOnly(offers);

      const secondary = await scrollToBlock(page, 'secondary-hero-banner');
      const banner = secondary.getByRole('region', { name: secondaryModel.title });
      await expect(banner.getByRole('heading', { level: 2, name: secondaryModel.title })).toBeVisible();
      await expect(banner.getByRole('link', { name: secondaryModel.ctrText })).toHaveAttribute('href', secondaryModel.targetLink);
      const alt = viewport.width >= 1200 ? secondaryModel.desktopImageAltText : phone ? secondaryModel.mobileImageAltText : secondaryModel.tabletImageAltText;
      await expectImagesInViewLoadedAsWebp(secondary, 1);
      await expect(secondary.getByRole('img')).toHaveAccessibleName(alt);
      expect(await shownPicture(secondary.getByRole('img'))).toMatch(viewport.width >= 1200 ? /-desktop\.webp$/ : phone ? /-mobile\.webp$/ : /-tablet\.webp$/);
    });

    test('the pet sections show the offer carousel the device has pictures for', async ({ page, request }) => {
      const dog = await blockModel<Schemas['PetSectionModel']>(request, 'pet-section-hund');
      const cat = await blockModel<Schemas['PetSectionModel']>(request, 'pet-section-katze');
      await openHomepage(page);
      for (const [id, model] of [
        ['pet-section-hund', dog],
        ['pet-section-katze', cat],
      ] as const) {
        const section = await scrollToBlock(page, id);
        const region = section.getByRole('region', { name: model.headline });
        await expect(region.getByRole('heading', { level: 2, name: model.headline })).toBeVisible();
        await expect(region.getByRole('link', { name: model.headerImageAltText })).toHaveAttribute('href', model.targetLink);
        const withPicture = model.offers.filter((offer) => (phone ? offer.mobileImage : offer.desktopImage));
        const carousel = region.getByRole('region', { name: `Angebote: ${model.headline}` });
        if (withPicture.length >= 3) {
          await expect(carousel.getByRole('group')).toHaveCount(withPicture.length);
          await expect(carousel.getByText(withPicture[0]?.title ?? '', { exact: true })).toBeVisible();
          await expect(carousel.getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', `#skip-${id}`);
        } else {
          await expect(carousel).toHaveCount(0);
        }
        await expectImagesInViewLoadedAsWebp(section);
        await expectShopLinksOnly(section);
      }
      // The sample cat section has only 2 offers with a mobile picture: phones get its header alone.
      expect(cat.offers.filter((offer) => offer.mobileImage)).toHaveLength(2);
    });

    test('the special offers carousel and the responsive banner show their German text and webp pictures', async ({ page, request }) => {
      const weekly = await blockModel<Schemas['SpecialOffersModel']>(request, 'special-offers-carousel');
      const zooclub = await blockModel<Schemas['ResponsiveBannerModel']>(request, 'responsive-banner-zooclub');
      await openHomepage(page);

      const offers = await scrollToBlock(page, 'special-offers-carousel');
      await expect(offers.getByRole('heading', { level: 2, name: weekly.title })).toBeVisible();
      const carousel = offers.getByRole('region', { name: weekly.title });
      await expect(carousel.getByRole('group')).toHaveCount(weekly.items?.length ?? 0);
      await expect(offers.getByRole('link', { name: weekly.ctaText })).toHaveAttribute('href', weekly.targetLink);
      // Spec section 9: 1 offer per view, 2 from 544, 3 from 800 px.
      await expectImagesInViewLoadedAsWebp(offers, viewport.width >= 800 ? 3 : viewport.width >= 544 ? 2 : 1);
      await expectShopLinksOnly(offers);

      const banner = await scrollToBlock(page, 'responsive-banner-zooclub');
      await expect(banner.getByRole('link', { name: zooclub.ctaAreaLabel })).toHaveAttribute('href', zooclub.ctaUrl.trim());
      await expectImagesInViewLoadedAsWebp(banner, 1);
      await expect(banner.getByRole('img')).toHaveAccessibleName(zooclub.desktopImageAltText);
      expect(await shownPicture(banner.getByRole('img'))).toMatch(phone ? /-mobile\.webp$/ : /-desktop\.webp$/);
    });
  });
}

test.describe('hero autoplay', () => {
  for (const viewport of VIEWPORTS.filter(({ width }) => width >= TABLET_MIN_WIDTH)) {
    test(`at ${viewport.width}x${viewport.height} moves on by itself and stops with the pause control`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      const hero = await openHomepage(page);
      await expect.poll(() => heroSlideInView(hero)).toBe(1);
      await page.clock.fastForward(AUTOPLAY_DELAY_MS);
      await expect.poll(() => heroSlideInView(hero)).toBe(2);

      await hero.getByRole('button', { name: PAUSE }).click();
      // Away from the carousel: hovering it pauses it anyway.
      await page.mouse.move(viewport.width / 2, viewport.height - 5);
      await expect(hero.getByRole('button', { name: PLAY })).toBeVisible();
      await page.clock.fastForward(AUTOPLAY_DELAY_MS * 3);
      // A step would have been taken by the timers the fast-forward ran: swiper's active slide says so at once.
      expect(await heroActiveSlide(hero)).toBe(2);

      await hero.getByRole('button', { name: PLAY }).click();
      await page.mouse.move(viewport.width / 2, viewport.height - 5);
      await page.clock.fastForward(AUTOPLAY_DELAY_MS);
      await expect.poll(() => heroSlideInView(hero)).toBe(3);
    });
  }

  test('is off on a phone: no control, no step and no swiper without the shopper', async ({ page }) => {
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (SWIPER_CHUNK.test(new URL(request.url()).pathname)) swiperRequests.push(request.url());
    });
    await page.setViewportSize(VIEWPORTS[0] as { width: number; height: number });
    await page.clock.install();
    const hero = await openHomepage(page);
    await expect(hero.getByRole('region', { name: HERO_LABEL })).toBeVisible();
    await expect(hero.getByRole('button', { name: PAUSE })).toHaveCount(0);
    await page.clock.fastForward(AUTOPLAY_DELAY_MS * 3);
    // A step would have asked for swiper in the timers the fast-forward ran: its script element would be there.
    expect(await page.locator('script[src*="swiper-carousel"]').count()).toBe(0);
    expect(await heroSlideInView(hero)).toBe(1);
    expect(swiperRequests).toEqual([]);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** An element's box in the page, or a failure naming the element that has none. */
async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} has no box`);
  return box;
}

/** Which of the hero's controls lie on one another or reach outside it ("previous on pause"): none when each can be hit. */
async function heroControlClashes(hero: Locator): Promise<string[]> {
  const region = await boxOf(hero.getByRole('region', { name: HERO_LABEL }));
  const controls = {
    previous: await boxOf(hero.getByRole('button', { name: 'Vorherige Elemente' })),
    next: await boxOf(hero.getByRole('button', { name: 'Nächste Elemente' })),
    pause: await boxOf(hero.getByRole('button', { name: PAUSE })),
  };
  const entries = Object.entries(controls);
  const clashes = entries.flatMap(([name, box], index) =>
    entries.slice(index + 1).flatMap(([other, otherBox]) => (intersect(box, otherBox) ? [`${name} on ${other}`] : [])),
  );
  return [...clashes, ...entries.flatMap(([name, box]) => (within(box, region) ? [] : [`${name} outside the hero`]))];
}

// The controls are sized in rem and grow with the browser's text size; the hero's height follows its picture (lowest
// on a tablet). WCAG 2.5.8: no control on top of another, at the shop's default and at 150 % and 200 % text.
test.describe('hero controls with the browser text size', () => {
  for (const { width, fontSize } of [
    { width: 544, fontSize: 16 },
    { width: 544, fontSize: 32 },
    { width: 768, fontSize: 24 },
    { width: 768, fontSize: 32 },
    { width: 1024, fontSize: 32 },
  ]) {
    test(`at ${width} px with ${fontSize} px text the arrows and the pause control lie apart, inside the hero`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const client = await page.context().newCDPSession(page);
      await client.send('Page.enable');
      await client.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: 13 } });
      const hero = await openHomepage(page);
      await expect(hero.getByRole('button', { name: PAUSE })).toBeVisible();
      await expect.poll(() => heroControlClashes(hero)).toEqual([]);
    });
  }
});

test.describe('hero on a touch phone', () => {
  test.use({ viewport: VIEWPORTS[0], isMobile: true, hasTouch: true });

  test('swiper comes with the first touch, and a swipe begun before it ran moves the hero one slide', async ({ page }) => {
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (SWIPER_CHUNK.test(new URL(request.url()).pathname)) swiperRequests.push(request.url());
    });
    const hero = await openHomepage(page);
    await page.waitForLoadState('networkidle');
    expect(swiperRequests).toEqual([]);
    expect(await heroSlideInView(hero)).toBe(1);

    // A right-to-left swipe across the hero, as a finger does it (touch events, not a mouse).
    const { x, y, width, height } = (await hero.locator('.sf-carousel__viewport').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const touchAt = (left: number) => [{ x: Math.round(left), y: Math.round(y + height / 2) }];
    const client = await page.context().newCDPSession(page);
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touchAt(x + width * 0.8) });
    for (const share of [0.7, 0.6, 0.5, 0.4, 0.3]) {
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touchAt(x + width * share) });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => heroSlideInView(hero)).toBe(2);
    expect(swiperRequests).toHaveLength(1);
  });
});

for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]] as Array<{ width: number; height: number }>) {
  test(`at ${viewport.width}x${viewport.height} the hero carousel is usable with the keyboard`, async ({ page, request }) => {
    const model = await blockModel<Schemas['HeroBannerCarouselModel']>(request, HERO);
    const phone = viewport.width < TABLET_MIN_WIDTH;
    await page.setViewportSize(viewport);
    const hero = await openHomepage(page);
    // The pointer rests on the hero, so it stands still (it pauses while hovered) whatever the keyboard does.
    await hero.hover();
    const skipLink = hero.getByRole('link', { name: 'Karussell überspringen' });
    await skipLink.focus();
    await expect(skipLink).toBeVisible();

    await page.keyboard.press('Tab');
    if (!phone) {
      // The pause control comes first; focus on it does not pause, Enter does.
      await expect(hero.getByRole('button', { name: PAUSE })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(hero.getByRole('button', { name: PLAY })).toBeFocused();
      await page.keyboard.press('Tab');
    }
    // The previous arrow is disabled at the start: the first slide's link is next.
    const first = model.slides[0] as Schemas['HeroBannerSlide'];
    await expect(hero.getByRole('link', { name: (phone ? first.mobileImageAltText : first.desktopImageAltText) ?? '' })).toBeFocused();

    const next = hero.getByRole('button', { name: 'Nächste Elemente' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heroSlideInView(hero)).toBe(2);
    await page.keyboard.press('Space');
    await expect.poll(() => heroSlideInView(hero)).toBe(3);
    const previous = hero.getByRole('button', { name: 'Vorherige Elemente' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heroSlideInView(hero)).toBe(2);

    // The skip link takes keyboard users past the carousel.
    await skipLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#skip-${HERO}`)).toBeFocused();
  });
}

test('banner impressions and clicks reach the tracking collector with target name and id', async ({ page, sampleApi }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHomepage(page);
  // The first hero slide has been in view for 500 ms.
  await expect.poll(async () => described(await sampleApi.events({ event: 'IMPRESSION' }))).toContain('IMPRESSION web_home hero_banner hero-banner-carousel-1');

  const banner = await scrollToBlock(page, 'responsive-banner-zooclub');
  await expect.poll(async () => described(await sampleApi.events({ event: 'IMPRESSION' }))).toContain('IMPRESSION web_home responsive_banner zooclub-banner');
  await banner.getByRole('link').click();
  await expect.poll(async () => described(await sampleApi.events({ event: 'CLICK' }))).toEqual(['CLICK web_home responsive_banner zooclub-banner']);
});

test('a block taller than the window counts as seen once it fills the window (400 % zoom)', async ({ page, sampleApi }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await openHomepage(page);
  const reviews = (await scrollToBlock(page, 'customer-reviews')).locator('section').first();
  const height = await reviews.evaluate((element) => element.getBoundingClientRect().height);
  expect(height, 'the block is taller than the window').toBeGreaterThan(256);

  await reviews.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect.poll(async () => described(await sampleApi.events({ event: 'IMPRESSION' }))).toContain('IMPRESSION web_home customer_reviews customer-reviews');
});
