import { devices, type Page } from '@playwright/test';
import { acceptConsent, declineConsent, expect, loginAs, test } from '../fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { collectPageErrors } from '../support/page-errors';
import {
  documentWithFirstView,
  expectDocumentHeader,
  expectHomepageTakenOver,
  firstViewKept,
  openAndTakeOver,
  openWithoutScripts,
  PROMO_TEXT,
} from '../support/first-view-pages';
import { liveManifest, releaseFolder } from '../support/registry';
import type { CollectedEvent } from '../support/sample-api-client';
import { expectFragmentReady } from '../support/shell-page';
import { scrollThroughOwnBrandSliders } from '../support/own-brand-page';

// The first screens of the homepage and of the own-brand page come rendered from the server to phones (issue 17: the
// largest picture in the served HTML, so it paints without waiting for the shell and the fragments' scripts), and
// the browser takes them over. Other windows get a first view for any width: first-view-widths.spec.ts.

// The phone's emulation without the browser type (it cannot change within a worker).
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];
const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const heroPicture = (page: Page) => page.locator('[data-block-id="hero-banner-carousel"] img').first();
const firstViewMarkup = (page: Page) => page.locator('[data-first-view]');

/** "EVENT page target_name target_id" of what the tracking collector received. */
const described = (events: CollectedEvent[]) =>
  (events as Array<{ event?: string; pageCode?: string; target?: { id: string } }>).map((entry) => `${entry.event} ${entry.pageCode} ${entry.target?.id}`);

test.describe('the document served to a phone', () => {
  test('holds the first screen of the homepage, its hero picture loaded first, and its state; a desktop gets the one for any width', async ({ request }) => {
    const html = await documentWithFirstView(request, '/', { 'User-Agent': PHONE.userAgent });
    const slots = html.slice(html.indexOf('<div id="shell-slots">'), html.indexOf('</main>'));
    expect(slots).toContain('data-fragment="mf-homepage-blocks"');
    expect(slots).toMatch(PROMO_TEXT);
    // HTML attribute names are case-insensitive (React writes `fetchPriority`, `srcSet`).
    const heroImage = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(slots)?.[0];
    expect(heroImage).toMatch(/srcset="[^"]*-mobile\.[^"]*"/i);
    expect(slots).toContain('data-block-id="value-proposition-strip"');
    expect(slots).not.toContain('data-block-id="recommendation-slider-0"');
    expect(slots).toContain('<script type="application/json" id="first-view-state"');
    expect(slots).toContain('data-first-view-device="mobile"');

    // Its own: first-view-widths.spec.ts.
    const desktop = await documentWithFirstView(request, '/', { 'User-Agent': DESKTOP_USER_AGENT });
    expect(desktop).toContain('data-first-view-device="responsive"');
  });

  test('is served without the first view when the content service is slower than the shell waits: the browser renders it', async ({
    page,
    request,
    sampleApi,
  }) => {
    await sampleApi.addFault({ path: '/content/pages/homepage', method: 'GET', latencyMs: 1500, times: 1 });
    // A page no shopper asked for yet (its query): a document kept for another test's request would be served as kept.
    const url = `/?slow-content=${Date.now()}`;
    const html = await (await request.get(url, { headers: { 'User-Agent': PHONE.userAgent } })).text();
    expect(html).toContain('<div id="shell-slots"></div>');
    // Not kept: the next shopper's document has the first view again.
    await documentWithFirstView(request, url, { 'User-Agent': PHONE.userAgent });
    await page.goto(url);
    await expect(page.getByText(PROMO_TEXT)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });

  test('shows the first screen, its header included, before any script has run', async ({ page }) => {
    await openWithoutScripts(page, '/');
    await expectDocumentHeader(page);
    await expect(page.getByText(PROMO_TEXT)).toBeVisible();
    await expect(heroPicture(page)).toBeVisible();
    await expect(heroPicture(page)).toHaveJSProperty('complete', true);
    expect(await heroPicture(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('[data-block-id="value-proposition-strip"]')).toBeVisible();
  });

  for (const [path, picture] of [
    ['/', heroPicture],
    ['/eigenmarken', (page: Page) => page.locator('.ob-banner--mobile img').first()],
  ] as const) {
    test(`${path}: the document's headers ask for its largest picture, the one shown, fetched once`, async ({ page }) => {
      await firstViewKept(page, path);
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
      });
      const response = await page.goto(path);
      const preload = response?.headers().link ?? '';
      expect(preload).toMatch(/rel=preload; as=image; fetchpriority=high/);
      await expect(picture(page)).toHaveJSProperty('complete', true);
      const shown = await picture(page).evaluate((image: HTMLImageElement) => image.currentSrc);
      // The preload offers the same candidates as the picture (its first source's): the window takes the same one, and
      // no other of them is fetched.
      const candidates = (/imagesrcset="([^"]*)"/.exec(preload)?.[1] ?? '').split(', ').map((candidate) => candidate.split(' ')[0]);
      expect(candidates).toContain(shown);
      expect(images.filter((url) => candidates.includes(url))).toEqual([shown]);
    });
  }

  for (const visit of ['first visit', 'consent given'] as const) {
    test(`${visit}: the browser takes the first screen over without an error, nothing moves, the hero becomes its carousel`, async ({ page }) => {
      await (visit === 'first visit' ? declineConsent(page) : acceptConsent(page));
      const errors = await openAndTakeOver(page, '/', 'mf-homepage-blocks');
      await expectHomepageTakenOver(page, errors);
    });
  }

  test('the server-rendered blocks work once taken over, and the hero slide is counted as seen once', async ({ page, sampleApi }) => {
    await acceptConsent(page);
    await firstViewKept(page, '/');
    await page.goto('/');
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await expect.poll(async () => described(await sampleApi.events({ event: 'IMPRESSION' }))).toContain('IMPRESSION web_home hero-banner-carousel-1');
    expect(described(await sampleApi.events({ event: 'IMPRESSION' })).filter((entry) => entry === 'IMPRESSION web_home hero-banner-carousel-1')).toHaveLength(
      1,
    );
    const pageViews = await sampleApi.events({ event: 'PAGE_VIEW' });
    expect(pageViews).toHaveLength(1);

    await page.getByRole('button', { name: 'Aktionshinweis schließen' }).click();
    await expect(page.getByText(PROMO_TEXT)).toBeHidden();
  });

  test('the homepage takes its first view over while axios has not arrived: the API client is not on that path', async ({ page }) => {
    await declineConsent(page);
    const axiosRequests: string[] = [];
    let releaseAxios: () => void = () => undefined;
    const axiosHeld = new Promise<void>((resolve) => (releaseAxios = resolve));
    // The API client's chunk: axios, loaded by the first call (the tracking's sid on every page).
    await page.route(/\/api-client-axios(?:\.[0-9a-f]+)?\.js$/, async (route) => {
      axiosRequests.push(route.request().url());
      await axiosHeld;
      await route.continue();
    });
    const errors = await openAndTakeOver(page, '/', 'mf-homepage-blocks');
    await page.getByRole('button', { name: 'Aktionshinweis schließen' }).click();
    await expect(page.getByText(PROMO_TEXT)).toBeHidden();
    await expect.poll(() => axiosRequests.length).toBe(1);
    releaseAxios();
    expect(errors).toEqual([]);
  });

  test('a route left before the homepage took its first view over keeps none of it', async ({ page, request }) => {
    await declineConsent(page);
    await firstViewKept(page, '/');
    let releaseRoot: () => void = () => undefined;
    const rootHeld = new Promise<void>((resolve) => (releaseRoot = resolve));
    // The homepage's exposed module with its root: the fragment cannot take its first view over before it has arrived.
    const exposedModule = `${releaseFolder(await liveManifest(request, 'mf_homepage_blocks'))}__federation_expose_app.js`;
    const exposedModuleRequested = page.waitForRequest(exposedModule);
    await page.route(exposedModule, async (route) => {
      await rootHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText(PROMO_TEXT)).toBeVisible();
    await exposedModuleRequested;
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByText(PROMO_TEXT)).toHaveCount(0);
    releaseRoot();
  });
});

/** What the bonus-points item of the value propositions showed, in each frame it changed from its first on. */
interface BonusItemFrame {
  text: string;
  height: number;
  links: (string | null)[];
}

/** Records the bonus-points item's frames from the first paint that holds it (read with `bonusItemFrames`); call before `page.goto`. */
async function recordBonusItemFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: BonusItemFrame[] = [];
    (window as unknown as { bonusItemFrames: BonusItemFrame[] }).bonusItemFrames = frames;
    const look = () => {
      const item = document.querySelectorAll('[data-block-id="value-proposition-strip"] li')[1];
      if (item instanceof HTMLElement) {
        const frame = {
          text: item.innerText.trim(),
          height: item.getBoundingClientRect().height,
          links: [...item.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        };
        const last = frames[frames.length - 1];
        if (!last || last.text !== frame.text || last.height !== frame.height) frames.push(frame);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const bonusItemFrames = (page: Page) => page.evaluate(() => (window as unknown as { bonusItemFrames: BonusItemFrame[] }).bonusItemFrames);

// Spec sections 4 and 6: a logged-in customer (the toggle is on in the sample config) never sees the new-customer
// variant, not even in the first view, and the item keeps its height from the loading state to the balance (it changed
// by the link row and by a line of text between the states).
for (const [windowName, emulation] of [
  ['on a phone', PHONE],
  ['at 1440 px', { viewport: { width: 1440, height: 900 }, userAgent: DESKTOP_USER_AGENT }],
] as const) {
  test.describe(`a logged-in customer without bonus points ${windowName}`, () => {
    test.use({ ...emulation });

    test('gets the bonus points loading with the first screen, then the text without points in the same height', async ({ page }) => {
      await acceptConsent(page);
      await loginAs(page, 'no-bonus');
      await recordBonusItemFrames(page);
      const html = await documentWithFirstView(page.request, '/');
      // The served markup of the strip (the state after it holds the content's text of the new-customer variant).
      const stripStart = html.indexOf('data-block-id="value-proposition-strip"');
      const strip = html.slice(stripStart, html.indexOf('</section>', stripStart));
      expect(strip).toContain('Ihr Bonuspunkte-Stand wird geladen …');
      expect(strip).not.toContain('zooPunkte sammeln bei jeder Bestellung');
      expect(strip).not.toContain('/zooclub/overview');
      const errors = await openAndTakeOver(page, '/', 'mf-homepage-blocks');
      const bonusItem = page.locator('[data-block-id="value-proposition-strip"] li').nth(1);
      await expect(bonusItem.getByRole('link', { name: 'So funktionieren Bonuspunkte' })).toHaveAttribute('href', '/account/bonuspoints/overview');
      const frames = await bonusItemFrames(page);
      expect(frames[0]).toMatchObject({ text: 'Ihr Bonuspunkte-Stand wird geladen …', links: [] });
      expect(frames.filter((frame) => frame.links.includes('/zooclub/overview'))).toEqual([]);
      expect(frames.map((frame) => frame.height)).toEqual(frames.map(() => frames[0]?.height));
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}

test.describe('on a tablet that says it is mobile', () => {
  test.use({ ...PHONE, viewport: { width: 820, height: 1180 }, screen: { width: 820, height: 1180 } });

  test('the first view assumed a phone: it is never shown, the shell drops it, and the browser renders the page', async ({ page }) => {
    await declineConsent(page);
    await firstViewKept(page, '/');
    const errors = collectPageErrors(page);
    await recordLayoutShifts(page);
    // As the parser inserts it, the markup is there but not displayed. Read in the page at that moment: read from the
    // test after DOMContentLoaded, a busy machine once let the shell's scripts drop it first.
    await page.addInitScript(() => {
      const seen = new Set<Element>();
      const displays: string[] = [];
      (window as unknown as { parsedMarkup: string[] }).parsedMarkup = displays;
      new MutationObserver((records, observer) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll('*')]) {
            if (!element.matches('[data-first-view]') || seen.has(element)) continue;
            seen.add(element);
            displays.push(getComputedStyle(element).display);
          }
        }
        if (document.readyState !== 'loading') observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { parsedMarkup?: string[] }).parsedMarkup)).toEqual(['none']);
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await expect(firstViewMarkup(page)).toHaveCount(0);
    await expect(page.locator('[data-fragment="mf-homepage-blocks"]')).toHaveCount(1);
    await expect(page.getByText(PROMO_TEXT)).toBeVisible();
    await expect(page.locator('[data-page-id][aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('the own-brand page on a phone', () => {
  test.use({ ...PHONE });

  const ownBrand = (page: Page) => page.locator('[data-fragment="mf-own-brand"]');
  const tab = (page: Page, name: 'Katze' | 'Hund') => ownBrand(page).getByRole('tab', { name, exact: true });
  const firstBanner = (page: Page) => ownBrand(page).locator('.ob-banner--mobile img').first();

  test('is served with the tab the URL names and its first phone banner loaded at once and first', async ({ request }) => {
    const html = await documentWithFirstView(request, '/eigenmarken?type=dog', { 'User-Agent': PHONE.userAgent });
    const slots = html.slice(html.indexOf('<div id="shell-slots">'), html.indexOf('</main>'));
    expect(slots).toContain('data-fragment="mf-own-brand"');
    expect(slots).toContain('<h1 class="ob-intro__title">Unsere Eigenmarken</h1>');
    expect(slots).toMatch(/<a [^>]*href="\?type=dog#recommendation"[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Hund<\/a>/);
    const highPriority = [...slots.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/gi)].map((match) => match[0]);
    expect(highPriority).toHaveLength(1);
    expect(highPriority[0]).toMatch(/loading="eager"/);
    expect(highPriority[0]).toMatch(/ob-dry-food-dogs-mobile/);
    expect(slots).toContain('<script type="application/json" id="first-view-state"');
  });

  test('shows its heading, tabs and first banner before any script has run', async ({ page }) => {
    await openWithoutScripts(page, '/eigenmarken');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeVisible();
    await expect(tab(page, 'Katze')).toHaveAttribute('aria-selected', 'true');
    await expect(firstBanner(page)).toBeVisible();
    await expect(firstBanner(page)).toHaveJSProperty('complete', true);
    expect(await firstBanner(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('is taken over without an error, nothing moves, its stylesheets are not fetched again, the sliders arrive in their places and the tabs work', async ({
    page,
  }) => {
    await acceptConsent(page);
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheetRequests.push(request.url());
    });
    const errors = await openAndTakeOver(page, '/eigenmarken?type=dog', 'mf-own-brand');
    await expect(tab(page, 'Hund')).toHaveAttribute('aria-selected', 'true');
    await scrollThroughOwnBrandSliders(page);
    await expect(ownBrand(page).locator('[aria-busy="true"]')).toHaveCount(0);
    const firstSlider = ownBrand(page).getByRole('region', { name: 'Trockenfutter für Hunde: Produkte' });
    await expect(firstSlider.getByRole('article').first().locator('.sf-price__main')).toHaveText(/\d,\d{2}\s€/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
    // The first view's stylesheets are in the document: neither webpack nor the shell's preload asks for them.
    const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheetRequests.filter((url) => inlined.includes(url))).toEqual([]);
    await expect(ownBrand(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toHaveCount(1);

    await tab(page, 'Katze').click();
    await expect(ownBrand(page).getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toHaveText('Trockenfutter für Katzen');
    expect(new URL(page.url()).searchParams.get('type')).toBe('cat');
  });
});

test.describe('the account page on a phone', () => {
  test.use({ ...PHONE });

  const account = (page: Page) => page.locator('[data-fragment="mf-account-overview"]');
  const accountDocument = (page: Page) =>
    page.waitForResponse((response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/account');

  test("is served with the log-in prompt, and once logged in with the customer's orders; taken over without an error or a shift", async ({ page }) => {
    await acceptConsent(page);
    const loggedOut = accountDocument(page);
    const errors = await openAndTakeOver(page, '/account', 'mf-account-overview');
    expect(await (await loggedOut).text()).toContain('Bitte melden Sie sich an</h2>');
    await expect(account(page).getByRole('heading', { level: 2, name: 'Bitte melden Sie sich an' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toHaveCount(1);

    // The shell logs in and loads the page again: now the server renders it for the customer.
    const loggedIn = accountDocument(page);
    await account(page).getByRole('button', { name: 'Zur Anmeldung', exact: true }).click();
    await loggedIn;
    // The page's own request may be the one whose first view came late: the customer's document as the server keeps it.
    const html = await documentWithFirstView(page.request, '/account');
    expect(html).toContain('Meine Bestellungen</h2>');
    expect(html).not.toContain('Bitte melden Sie sich an');
    await expectFragmentReady(page, 'mf-account-overview');
    await expect(account(page).getByRole('navigation', { name: 'Persönliche Daten' })).toBeVisible();
    await expect(account(page).getByRole('navigation', { name: 'Meine Bestellungen' })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
