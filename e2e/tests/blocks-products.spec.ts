import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { declineConsent, expect, SAMPLE_API_URL, test } from '../fixtures';
import { axeScan } from '../support/axe-scan';
import { expectDisplayedImagesLoadedAsWebp, revealBlock } from '../support/reveal-block';

// The blocks that show products through mf-recommendations' ProductCarousel: two feature zones and the tab
// container of the sample homepage, on a phone, a tablet and a desktop.

interface ProductTabModel {
  tabTitle: string;
  headline: string;
  productIds: string[];
}

interface FeatureZoneModel {
  title: string;
  copyText: string;
  urlLinkText: string;
  targetLink: string;
  sponsoredLabels: string[];
}

async function model<T>(request: APIRequestContext, blockId: string): Promise<T> {
  const response = await request.get(`${SAMPLE_API_URL}/content/blocks/${blockId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { model: T }).model;
}

/** A euro price as de-DE writes it: 1.234,56 € (with a no-break space before the sign). */
const EURO_PRICE = /(^|\s)\d{1,3}(\.\d{3})*,\d{2}\u00a0€/;

async function expectProductCardsWithEuroPrices(carousel: Locator): Promise<void> {
  const cards = carousel.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 2)) {
    await expect(card.locator('.sf-price__main')).toContainText(EURO_PRICE);
    const href = await card.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/shop\/[^?]+\?/);
  }
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

test.beforeEach(async ({ page }) => declineConsent(page));

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One page for the three blocks (loading and revealing them is the costly part), each check a step. The page's
    // WCAG scan with every block as first shown is content-pipeline.spec.ts's; here the states only tabs reach.
    test('the feature zones and the tab container show their German text, images of the device and euro-priced cards; axe passes with another tab open and while a tab loads', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { tabs } = await model<{ tabs: ProductTabModel[] }>(request, 'tab-container');
      const lastTab = tabs[tabs.length - 1] as ProductTabModel;
      let releaseLastTab = () => {};
      const lastTabHeld = new Promise<void>((resolve) => (releaseLastTab = resolve));
      await page.route(`**/products?articleIds=${lastTab.productIds.join(',')}*`, async (route) => {
        await lastTabHeld;
        await route.continue();
      });
      await page.goto('/');
      await test.step('both feature zones show their German text, images of the device and product cards with euro prices', async () => {
        for (const blockId of ['feature-zone-purizon', 'feature-zone-royal-canin']) {
          const content = await model<FeatureZoneModel>(request, blockId);
          const block = await revealBlock(page, blockId);
          const zone = block.getByRole('region', { name: content.title, exact: true });
          await expect(zone.getByRole('heading', { level: 2, name: content.title })).toBeVisible();
          await expect(zone).toContainText(content.copyText);
          await expect(zone.getByRole('link', { name: content.urlLinkText })).toHaveAttribute('href', content.targetLink);
          for (const label of content.sponsoredLabels) await expect(zone.getByRole('list', { name: 'Werbehinweise' })).toContainText(label);
          const carousel = zone.getByRole('region', { name: `Produkte: ${content.title}` });
          await expectProductCardsWithEuroPrices(carousel);
          const device = viewport.width < 544 ? 'mobile' : viewport.width < 1200 ? 'tablet' : 'desktop';
          await expect(zone.locator('.hp-feature-zone__media img').filter({ visible: true })).toHaveCount(2);
          await expect(zone.locator(`.hp-feature-zone__image--${device} img`).filter({ visible: true })).toHaveCount(2);
          await expectDisplayedImagesLoadedAsWebp(zone.locator('.hp-feature-zone__media img'));
          await expectDisplayedImagesLoadedAsWebp(carousel.getByRole('article').first().locator('img'));
        }
      });
      await test.step('the tab container shows its tabs, the first tab open with its banner and product cards with euro prices', async () => {
        const block = await revealBlock(page, 'tab-container');
        const tablist = block.getByRole('tablist', { name: 'Produktauswahl' });
        await expect(tablist.getByRole('tab')).toHaveText(tabs.map((tab) => tab.tabTitle));
        await expect(tablist.getByRole('tab', { selected: true })).toHaveText(tabs[0]?.tabTitle ?? '');
        const panel = block.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('heading', { level: 2, name: tabs[0]?.headline })).toBeVisible();
        await expectProductCardsWithEuroPrices(panel.getByRole('region', { name: tabs[0]?.headline }));
        await expectDisplayedImagesLoadedAsWebp(panel.locator('.hp-tab-container__banner img'));
        await expectDisplayedImagesLoadedAsWebp(panel.getByRole('article').first().locator('img'));
      });
      await test.step('the tab container passes the axe scan (WCAG 2.1 AA) with another tab open and while a tab loads', async () => {
        const tabContainer = page.locator('[data-block-id="tab-container"]');
        const violations = async () => {
          const results = await axeScan(page, { include: '[data-block-id="tab-container"]' });
          expect(results.passes.length).toBeGreaterThan(0);
          return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
        };
        await tabContainer.getByRole('tab', { name: tabs[1]?.tabTitle }).click();
        await expect(tabContainer.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
        expect(await violations()).toEqual([]);
        await tabContainer.getByRole('tab', { name: lastTab.tabTitle }).click();
        await expect(tabContainer.getByRole('tabpanel').getByRole('status')).toHaveText('Produkte werden geladen …');
        expect(await violations()).toEqual([]);
        releaseLastTab();
        await expect(tabContainer.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
      });
    });
  });
}

/** The product requests of the page, by the ids they asked for. */
function productRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/products') && url.searchParams.has('articleIds')) asked.push(url.searchParams.get('articleIds') ?? '');
  });
  return asked;
}

test('the tabs work by keyboard, and a tab asks for its products when it is first opened', async ({ page, request }) => {
  const { tabs } = await model<{ tabs: ProductTabModel[] }>(request, 'tab-container');
  const [first, second, third] = tabs as [ProductTabModel, ProductTabModel, ProductTabModel];
  const asked = productRequests(page);
  await page.goto('/');
  const block = await revealBlock(page, 'tab-container');
  await expect(block.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  expect(asked).toContain(first.productIds.join(','));
  expect(asked).not.toContain(second.productIds.join(','));

  await block.getByRole('tab', { name: first.tabTitle }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(block.getByRole('tab', { name: second.tabTitle })).toBeFocused();
  await expect(block.getByRole('tab', { name: second.tabTitle })).toHaveAttribute('aria-selected', 'true');
  const panel = block.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 2, name: second.headline })).toBeVisible();
  await expectProductCardsWithEuroPrices(panel.getByRole('region', { name: second.headline }));
  expect(asked.filter((ids) => ids === second.productIds.join(','))).toHaveLength(1);

  await page.keyboard.press('End');
  await expect(block.getByRole('tab', { name: third.tabTitle })).toBeFocused();
  await expect(panel.getByRole('heading', { level: 2, name: third.headline })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(block.getByRole('tab', { name: first.tabTitle })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(block.getByRole('tab', { name: third.tabTitle })).toHaveAttribute('aria-selected', 'true');
  // Each tab was asked for once, however often it was opened.
  for (const tab of tabs) expect(asked.filter((ids) => ids === tab.productIds.join(','))).toHaveLength(1);

  // Tab leaves the tabs for the open panel; the carousel inside is usable by keyboard.
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  const carousel = panel.getByRole('region', { name: third.headline });
  await carousel.getByRole('link', { name: 'Karussell überspringen' }).focus();
  await page.keyboard.press('Tab');
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
});

test('a product carousel scrolls by its arrow buttons from the keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tabs } = await model<{ tabs: ProductTabModel[] }>(request, 'tab-container');
  await page.goto('/');
  const block = await revealBlock(page, 'tab-container');
  const carousel = block.getByRole('region', { name: tabs[0]?.headline });
  const next = carousel.getByRole('button', { name: 'Nächste Elemente' });
  const previous = carousel.getByRole('button', { name: 'Vorherige Elemente' });
  await expect(previous).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toBeEnabled();
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `3 von ${tabs[0]?.productIds.length}`);
});

test('with the product carousel loaded, react, react-dom and the platform are still instantiated once', async ({ page }) => {
  await page.goto('/');
  for (const blockId of ['feature-zone-purizon', 'tab-container']) {
    await expect((await revealBlock(page, blockId)).getByRole('article').first()).toBeVisible();
  }
  const instances = await page.evaluate(() => {
    type Shared = Record<string, { default?: Record<string, Record<string, { loaded?: boolean; from?: string }>> }>;
    const window_ = window as unknown as { __FEDERATION__?: { __SHARE__?: Shared }; __storefrontPlatform?: { instances: number } };
    const scopes = Object.values(window_.__FEDERATION__?.__SHARE__ ?? {});
    const loaded = (name: string) =>
      new Set(
        scopes.flatMap((scope) => Object.entries(scope.default?.[name] ?? {}).flatMap(([version, info]) => (info.loaded ? [`${version} ${info.from}`] : []))),
      ).size;
    return {
      react: loaded('react'),
      reactDom: loaded('react-dom'),
      platform: loaded('@storefront/platform'),
      platformInstances: window_.__storefrontPlatform?.instances,
    };
  });
  expect(instances).toEqual({ react: 1, reactDom: 1, platform: 1, platformInstances: 1 });
});
