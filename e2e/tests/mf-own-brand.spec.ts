import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { declineConsent, expect, SAMPLE_API_URL, test } from '../fixtures';
import type { CollectedEvent } from '../support/sample-api-client';
import { expectFragmentReady, fragmentSlot } from '../support/shell-page';

// The own-brand landing page (mf-own-brand) with mf-recommendations' sliders, on a phone and on a desktop.
// What it should show is read here from the sample backend's answer with the spec's rules (section 7: entries 1-4
// cat, 5-7 dog; section 5: a slider needs more than 4 items), independently of the fragment.

interface ApiCategory {
  caption: string;
  metadata: { id: string };
  recommendations: unknown[];
  ctaLink: string;
  ctaText: string;
  ctaAriaLabel: string;
  desktopBannerImageAltText: string;
  mobileBannerImageAltText: string;
}

interface TrackingEntry {
  event: string;
  pageCode: string;
  target?: { name: string; id: string };
}

const RECOMMENDATIONS_PATH = '/v4/sites/1/de/pages/ob_landing/recommendations';
const UNAVAILABLE = 'Unsere Eigenmarken können wir Ihnen gerade nicht zeigen. Bitte versuchen Sie es später noch einmal.';
/** A German euro amount as the cards print it: 1.234,56 € (the space before € may be a no-break space). */
const GERMAN_EURO = /\d{1,3}(\.\d{3})*,\d{2}\s€/;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, banner: 'mobile' as const },
  { name: 'desktop', width: 1440, height: 900, banner: 'desktop' as const },
];

async function sampleCategories(request: APIRequestContext): Promise<{ cat: ApiCategory[]; dog: ApiCategory[] }> {
  const response = await request.get(`${SAMPLE_API_URL}${RECOMMENDATIONS_PATH}`, {
    params: { owner: 'customer-growth', block_code: 'ObfRecommendations' },
  });
  expect(response.ok()).toBe(true);
  const { containers } = (await response.json()) as { containers: ApiCategory[] };
  const withSlider = (entries: ApiCategory[]) => entries.filter((entry) => entry.recommendations.length > 4);
  const shown = { cat: withSlider(containers.slice(0, 4)), dog: withSlider(containers.slice(4, 7)) };
  // The sample data has a category with exactly 4 items, so the rule is seen at work.
  expect(shown.cat.length + shown.dog.length).toBeLessThan(Math.min(containers.length, 7));
  return shown;
}

function ownBrandPage(page: Page): Locator {
  return fragmentSlot(page, 'mf-own-brand');
}

function tab(page: Page, name: 'Katze' | 'Hund'): Locator {
  return ownBrandPage(page).getByRole('tab', { name, exact: true });
}

function panelHeadings(page: Page): Locator {
  return ownBrandPage(page).getByRole('tabpanel').getByRole('heading', { level: 2 });
}

async function trackedEntries(events: Promise<CollectedEvent[]>): Promise<TrackingEntry[]> {
  return (await events) as unknown as TrackingEntry[];
}

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/eigenmarken?type=dog#recommendation opens the dog tab with its sliders and German euro prices', async ({ page, request, sampleApi }) => {
      const { dog } = await sampleCategories(request);
      await page.goto('/eigenmarken?type=dog#recommendation');
      await expectFragmentReady(page, 'mf-own-brand');
      const slot = ownBrandPage(page);

      await expect(slot.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeVisible();
      await expect(tab(page, 'Hund')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'Katze')).toHaveAttribute('aria-selected', 'false');
      await expect(panelHeadings(page)).toHaveText(dog.map((category) => category.caption));
      // Landed on the recommendations area, not at the top of the page.
      await expect(slot.locator('#recommendation')).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      for (const category of dog) {
        const section = slot.getByRole('region', { name: category.caption, exact: true });
        const carousel = section.getByRole('region', { name: `${category.caption}: Produkte` });
        const cards = carousel.getByRole('article');
        // A slider fills a few cards per frame (transparent under its placeholder, its cards already in the page).
        await expect.poll(() => cards.count()).toBeGreaterThan(4);

        await section.scrollIntoViewIfNeeded();
        const firstCard = cards.first();
        await expect(firstCard).toBeVisible();
        await expect(firstCard.locator('.sf-price__main')).toHaveText(GERMAN_EURO);
        const link = new URL((await firstCard.getByRole('link').first().getAttribute('href')) ?? '', page.url());
        expect(link.searchParams.get('pn')).toBe('web_ob_landing');
        expect(link.searchParams.get('cn')).toBe(category.metadata.id);

        const bannerAlt = viewport.banner === 'mobile' ? category.mobileBannerImageAltText : category.desktopBannerImageAltText;
        const banner = section.locator(`.ob-banner--${viewport.banner}`);
        await expect(banner).toBeVisible();
        await expect(banner).toHaveAttribute('href', category.ctaLink);
        await expect(banner.getByRole('img', { name: bannerAlt })).toBeVisible();
        await expect(section.locator(`.ob-banner--${viewport.banner === 'mobile' ? 'desktop' : 'mobile'}`)).toBeHidden();

        // Named by its visible text (WCAG 2.5.3); the data's aria label, which does not contain it, describes it.
        const more = section.locator('.ob-category__more');
        await expect(more).toHaveText(category.ctaText);
        await expect(more).toHaveAccessibleName(category.ctaText);
        await expect(more).toHaveAccessibleDescription(category.ctaAriaLabel);
        await expect(more).toHaveAttribute('href', category.ctaLink);
      }

      await expect
        .poll(async () => (await trackedEntries(sampleApi.events({ event: 'PAGE_VIEW' }))).map((entry) => entry.pageCode))
        .toContain('web_ob_landing');
    });

    test('switching tabs updates the URL without a reload and the back button restores it', async ({ page, request }) => {
      const { cat, dog } = await sampleCategories(request);
      await page.goto('/eigenmarken?type=dog');
      await expectFragmentReady(page, 'mf-own-brand');
      await expect(panelHeadings(page)).toHaveText(dog.map((category) => category.caption));
      await page.evaluate(() => {
        (window as unknown as { __samePage?: boolean }).__samePage = true;
      });

      await tab(page, 'Katze').click();
      await expect(page).toHaveURL(/\/eigenmarken\?type=cat$/);
      await expect(tab(page, 'Katze')).toHaveAttribute('aria-selected', 'true');
      await expect(panelHeadings(page)).toHaveText(cat.map((category) => category.caption));

      await page.goBack();
      await expect(page).toHaveURL(/\/eigenmarken\?type=dog$/);
      await expect(tab(page, 'Hund')).toHaveAttribute('aria-selected', 'true');
      await expect(panelHeadings(page)).toHaveText(dog.map((category) => category.caption));

      // The keyboard works the tabs too (arrow keys choose the focused tab).
      await tab(page, 'Hund').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Katze')).toBeFocused();
      await expect(page).toHaveURL(/\/eigenmarken\?type=cat$/);

      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    });

    test('a chip click brings its slider into view and is tracked', async ({ page, request, sampleApi }) => {
      const { dog } = await sampleCategories(request);
      const last = dog.at(-1);
      if (!last) throw new Error('The sample data has no dog category with a slider');
      await page.goto('/eigenmarken?type=dog');
      await expectFragmentReady(page, 'mf-own-brand');
      const slot = ownBrandPage(page);
      const chips = slot.getByRole('navigation', { name: 'Kategorien für Hunde' });
      await expect(chips.getByRole('link', { name: 'Trockenfutter für Hunde' })).toHaveAttribute('aria-current', 'true');
      const section = slot.getByRole('region', { name: last.caption, exact: true });
      await expect(section).not.toBeInViewport();

      await chips.getByRole('link', { name: last.caption, exact: true }).click();
      await expect(chips.getByRole('link', { name: last.caption, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(section.getByRole('region', { name: `${last.caption}: Produkte` })).toBeInViewport();
      await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(page).toHaveURL(/\/eigenmarken\?type=dog$/);
      await expect
        .poll(async () =>
          (await trackedEntries(sampleApi.events({ event: 'CLICK' })))
            .filter((entry) => entry.target?.name === 'own_brand_chip')
            .map((entry) => `${entry.pageCode} ${entry.target?.id}`),
        )
        .toEqual([`web_ob_landing ${last.metadata.id}`]);
    });

    test('the loading state holds the place: the first heading and banner appear where their placeholders were', async ({ page, sampleApi }) => {
      await sampleApi.addFault({ path: RECOMMENDATIONS_PATH, method: 'GET', latencyMs: 1500 });
      // Too late for the shell's server's first view too; a query of its own serves no document kept with one.
      await page.goto(`/eigenmarken?type=dog&slow=${Date.now()}`);
      const loading = ownBrandPage(page).locator('.ob-loading');
      await expect(loading).toBeVisible();
      const placeholders = {
        title: await loading.locator('.ob-category__title').boundingBox(),
        banner: await loading.locator(`.ob-banner--${viewport.banner}`).boundingBox(),
      };
      const first = ownBrandPage(page).locator('.ob-category').first();
      await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
      const shown = {
        title: await first.locator('.ob-category__title').boundingBox(),
        banner: await first.locator(`.ob-banner--${viewport.banner}`).boundingBox(),
      };
      expect(shown.title?.y).toBeCloseTo(placeholders.title?.y ?? Number.NaN, 0);
      expect(shown.banner?.y).toBeCloseTo(placeholders.banner?.y ?? Number.NaN, 0);
      expect(shown.banner?.height).toBeCloseTo(placeholders.banner?.height ?? Number.NaN, 0);
    });

    test('with the recommendations call failing a German message and a link to the shop show, the header still works', async ({ page, sampleApi }) => {
      await sampleApi.addFault({ path: RECOMMENDATIONS_PATH, method: 'GET', status: 500 });
      // A query of its own: no document kept with a first view of an earlier request is served.
      await page.goto(`/eigenmarken?type=dog&failing=${Date.now()}#recommendation`);
      await expectFragmentReady(page, 'mf-own-brand');
      const slot = ownBrandPage(page);
      await expect(slot.getByText(UNAVAILABLE)).toBeVisible();
      await expect(slot.getByRole('link', { name: 'Weiter zum Shop' })).toHaveAttribute('href', '/');
      await expect(slot.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeVisible();
      await expect(slot.getByRole('tablist')).toHaveCount(0);
      await expect.poll(async () => (await sampleApi.errors()).some((report) => JSON.stringify(report).includes('getRecommendationsV4'))).toBe(true);

      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }).click();
      await expectFragmentReady(page, 'mf-homepage-blocks');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
