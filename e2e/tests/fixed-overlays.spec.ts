import type { Locator, Page } from '@playwright/test';
import { declineConsent, expect, loginAs, test } from '../fixtures';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { serveChangedBlock } from '../support/content-blocks';
import { elementsCovering, fixedElementsOverFocus } from '../support/covering-elements';
import { holdScripts } from '../support/held-scripts';
import { scrollBackToPageEnd, scrollToPageEnd } from '../support/page-end';
import { liveManifest } from '../support/registry';
import { expectFragmentReady, expectPageLoaded, ROUTE_FRAGMENTS } from '../support/shell-page';
import { offerAustrianShop } from '../support/soft-redirect';
import { setBrowserTextSize } from '../support/text-size';

// WCAG 2.4.11: no fixed control or notice (the go-to-top button, the consent banner, the override notice) covers
// another control, a heading or the element that has focus.

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
const FOOTER_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Remembers, in the page, the footer control every click reaches; links stay on the page. */
async function recordFooterClicks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const reached: string[] = [];
    (window as unknown as { footerClicks: string[] }).footerClicks = reached;
    document.addEventListener(
      'click',
      (event) => {
        const control = (event.target as Element).closest('footer a, footer button');
        reached.push(control?.textContent?.trim() ?? `no footer control: ${(event.target as Element).tagName}`);
        if (control instanceof HTMLAnchorElement) event.preventDefault();
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { footerClicks: string[] }).footerClicks);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width} px, scrolled to the end of /, every footer control takes its click`, async ({ page }) => {
    await declineConsent(page);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await scrollToPageEnd(page);
    // The fixed go-to-top button is there: the page is scrolled far past its threshold.
    await expect(page.getByRole('button', { name: 'Nach oben' })).toBeVisible();
    const clicksReached = await recordFooterClicks(page);
    const controls = page.getByRole('contentinfo').locator(FOOTER_CONTROLS);
    const names = (await controls.allTextContents()).map((name) => name.trim());
    expect(names).toContain('Cookie-Einstellungen');

    for (const [index, name] of names.entries()) {
      await scrollBackToPageEnd(page);
      const control = controls.nth(index);
      expect({ name, coveredBy: await elementsCovering(control) }).toEqual({ name, coveredBy: [] });
      // Playwright's click waits while another element would receive it (the test's time-out ends that wait).
      await control.click();
      expect((await clicksReached()).at(-1)).toBe(name);
      if (await consentBanner(page).isVisible()) {
        // The banner the footer opened is fixed too: the page's end can still be scrolled clear of it.
        await scrollBackToPageEnd(page);
        for (const other of await controls.all()) expect(await elementsCovering(other)).toEqual([]);
        await consentBanner(page).getByRole('button', { name: 'Nur notwendige Cookies' }).click();
        await expect(consentBanner(page)).toBeHidden();
      }
    }
  });
}

test('the override notice covers no heading or control of the account page at 1280 px', async ({ page, request }) => {
  await declineConsent(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The live release from another origin stands in for a local build (see shell-overrides.spec.ts).
  const localBuild = (await liveManifest(request, 'mf_account_overview')).replace('//localhost:', '//127.0.0.1:');
  await page.goto(`/account?mf-override=mf_account_overview=${localBuild}`);
  await expectFragmentReady(page, 'mf-account-overview');
  const notice = page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
  await expect(notice).toContainText(localBuild);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(await elementsCovering(heading)).toEqual([]);
  for (const element of await page.locator('main :is(h1, h2, h3, a[href], button), header :is(a[href], button)').all()) {
    if (await element.isVisible()) expect(await elementsCovering(element)).toEqual([]);
  }
  await expect(notice.getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
  expect(await elementsCovering(notice.getByRole('button', { name: 'Zurücksetzen' }))).toEqual([]);
});

/**
 * Tabs from the top of the page through every control up to the footer's and collects each focused element a fixed
 * element overlaps.
 */
async function focusedElementsCovered(page: Page): Promise<Array<{ element: string; covering: string[] }>> {
  const controls = await page.locator('a[href], button, [tabindex]:not([tabindex="-1"])').count();
  const covered: Array<{ element: string; covering: string[] }> = [];
  for (let step = 0; step < controls; step += 1) {
    await page.keyboard.press('Tab');
    const { element, covering, inside } = await fixedElementsOverFocus(page, 'footer');
    if (covering.length > 0) covered.push({ element, covering });
    if (inside) return covered;
  }
  throw new Error(`The footer was not reached in ${controls} steps of the keyboard`);
}

// On a small phone (320 x 568) the banner's text is taller than the window: the banner must still leave room for the
// fixed controls and the focused element above it.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test(`with the consent banner open at ${viewport.width} x ${viewport.height} px, no control the keyboard reaches is hidden behind it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectFragmentReady(page, 'mf-homepage-blocks');
    await expect(consentBanner(page)).toBeVisible();
    // The choice is in view from the start, however much of the banner's text is.
    for (const name of ['Nur notwendige Cookies', 'Alle akzeptieren'])
      await expect(consentBanner(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    await scrollToPageEnd(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await focusedElementsCovered(page)).toEqual([]);
    await expect(consentBanner(page)).toBeVisible();
  });
}

test('at 1280 px, past the go-to-top threshold, no control the keyboard reaches is hidden behind the button', async ({ page }) => {
  test.setTimeout(120_000);
  await declineConsent(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await scrollToPageEnd(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await focusedElementsCovered(page)).toEqual([]);
  // The walk went down to the footer, far past the threshold: the button was there for the lower part of the page.
  await expect(page.getByRole('button', { name: 'Nach oben' })).toBeVisible();
});

// WCAG 1.4.10 (reflow): at 320 CSS px wide and 256 px high (1280 x 1024 at 400 % zoom) nothing needs a sideways scroll
// and nothing fixed is taller than the window.

/** The space the shell says its fixed UI takes at the viewport's bottom (FIXED_BOTTOM_INSET_PROPERTY). */
const fixedBottomInset = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shell-fixed-bottom-inset').trim());

test('at 320 x 256 px (400 % zoom), the consent banner fits in the window; its heading scrolls into view in it, the keyboard reaches its buttons', async ({
  page,
}) => {
  const viewport = { width: 320, height: 256 };
  await page.setViewportSize(viewport);
  const banner = consentBanner(page);
  // The document's own banner, before any script has run, is held to the window as well.
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(banner).toBeVisible();
  await expect(banner).toBeInViewport({ ratio: 1 });
  await scripts.release();
  await expectFragmentReady(page, 'mf-homepage-blocks');

  await expect(banner).toBeInViewport({ ratio: 1 });
  // Its content is taller than the window here: it scrolls inside the banner.
  expect(await banner.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  // Capped, the banner still says how much of the window it covers: from its top edge down.
  const top = (await banner.boundingBox())?.y ?? Number.NaN;
  await expect.poll(() => fixedBottomInset(page)).toBe(`${Math.ceil(viewport.height - top)}px`);

  // The banner ends the document: backwards from the page's start, the keyboard reaches its buttons first.
  const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
  const decline = banner.getByRole('button', { name: 'Nur notwendige Cookies' });
  await page.keyboard.press('Shift+Tab');
  await expect(accept).toBeFocused();
  await expect(accept).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Shift+Tab');
  await expect(decline).toBeFocused();
  await expect(decline).toBeInViewport({ ratio: 1 });
  // From a focused button the keyboard scrolls the banner back to its heading (the page behind stays where it is).
  const heading = banner.getByRole('heading', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await page.keyboard.press('Home');
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await elementsCovering(heading)).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back to the buttons by focus (a scroll key's target is the browser's choice): focusing one scrolls it into view.
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(decline).toBeFocused();
  await expect(decline).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => fixedBottomInset(page)).toBe('0px');
});

// Behind the open soft-redirect dialog the page is locked: a dialog taller than the window scrolls in its backdrop.
test('at 320 x 256 px (400 % zoom), the soft-redirect dialog scrolls: its title and every control come whole into view by wheel and keyboard; the page stays put', async ({
  page,
}) => {
  await declineConsent(page);
  await offerAustrianShop(page);
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  const close = dialog.getByRole('button', { name: 'Schließen' });
  const goTo = dialog.getByRole('link', { name: /zooplus\.at/ });
  const stay = dialog.getByRole('button', { name: /zooplus\.de/ });
  // The first control has focus when the dialog opens, and is shown, although the dialog is taller than the window.
  await expect(close).toBeFocused();
  await expect(close).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().height > window.innerHeight)).toBe(true);

  // The mouse wheel over the dialog scrolls it down to its last button and back up to its first.
  await page.mouse.move(160, 128);
  await page.mouse.wheel(0, 1000);
  await expect(stay).toBeInViewport({ ratio: 1 });
  await page.mouse.wheel(0, -1000);
  await expect(close).toBeInViewport({ ratio: 1 });

  // The keyboard brings each control into view, round the dialog and back to its first.
  for (const control of [goTo, stay, close]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  const title = dialog.getByRole('heading', { level: 2 });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport({ ratio: 1 });

  // The page behind has not moved and is still locked.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await page.getByRole('banner').evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
});

/** How wide the document is against its window: wider scrolls sideways. */
const documentWidths = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

// Logged in, the header holds "Angemeldet" and "Abmelden": the account page, whose content changes most with it.
const loggedInRoutes = ROUTE_FRAGMENTS.filter((route) => route.path === '/account');
for (const { path, fragment, loggedIn } of [
  ...ROUTE_FRAGMENTS.map((route) => ({ ...route, loggedIn: false })),
  ...loggedInRoutes.map((route) => ({ ...route, loggedIn: true })),
]) {
  const session = loggedIn ? 'Abmelden' : 'Anmelden';
  test(`at 320 px, ${path} ${loggedIn ? 'logged in' : 'logged out'} needs no sideways scroll and shows "${session}" whole`, async ({ page }) => {
    await declineConsent(page);
    if (loggedIn) await loginAs(page);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(path);
    await expectPageLoaded(page, fragment);
    const button = page.getByRole('banner').getByRole('button', { name: session });
    await expect(button).toBeInViewport({ ratio: 1 });
    const top = await documentWidths(page);
    expect(top.scrollWidth).toBeLessThanOrEqual(top.clientWidth);
    // Every block of the page in, to its end.
    await scrollToPageEnd(page);
    const end = await documentWidths(page);
    expect(end.scrollWidth).toBeLessThanOrEqual(end.clientWidth);
  });
}

// WCAG 1.4.4 and 1.4.10: with the browser's text at 200 % the header changes to its two rows at a wider window (its
// widths are in em); none of its links is cut off, nothing scrolls sideways.
for (const width of [768, 1280]) {
  test(`at ${width} px with the browser's text at 32 px, logged in, the header shows every link of its navigation whole and "Abmelden"`, async ({ page }) => {
    await declineConsent(page);
    await loginAs(page);
    await setBrowserTextSize(page, 32);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/account');
    await expectPageLoaded(page, 'mf-account-overview');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link')).toHaveCount(NAVIGATION_LINKS.length);
    // Each link's box within the navigation's visible box (its content box, without what it would scroll or clip).
    const linksCutOff = await navigation.evaluate((nav) => {
      const visible = nav.getBoundingClientRect();
      const right = visible.left + nav.clientLeft + nav.clientWidth;
      const bottom = visible.top + nav.clientTop + nav.clientHeight;
      return Array.from(nav.querySelectorAll('a'), (link) => ({ link, box: link.getBoundingClientRect() }))
        .filter(({ box }) => box.left < visible.left - 0.5 || box.right > right + 0.5 || box.top < visible.top - 0.5 || box.bottom > bottom + 0.5)
        .map(({ link }) => link.textContent);
    });
    expect(linksCutOff).toEqual([]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeInViewport({ ratio: 1 });
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  });
}

// WCAG 1.4.4 and 1.4.10 on a phone: at 320 px with the browser's text at 200 % (10em), logo and session button do
// not fit side by side; each is whole, none covers another, nothing scrolls sideways. On the page whose own content
// is narrowest: the header decides its width.
for (const loggedIn of [false, true]) {
  const session = loggedIn ? 'Abmelden' : 'Anmelden';
  test(`at 320 px with the browser's text at 32 px, ${loggedIn ? 'logged in' : 'logged out'}, every control of the header is whole in the window, "${session}" too`, async ({
    page,
  }) => {
    await declineConsent(page);
    if (loggedIn) await loginAs(page);
    await setBrowserTextSize(page, 32);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/eigenmarken');
    await expectPageLoaded(page, 'mf-own-brand');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: session })).toBeInViewport({ ratio: 1 });
    const controls = header.locator('a[href], button');
    // The logo, the navigation's links and the session's button.
    await expect(controls).toHaveCount(NAVIGATION_LINKS.length + 2);
    for (const control of await controls.all()) {
      const name = (await control.textContent())?.trim();
      await expect(control, name).toBeInViewport({ ratio: 1 });
      // Its content inside its own box (the logo's text overflowed a column too narrow for it, under the button).
      expect({ name, overflows: await control.evaluate((element) => element.scrollWidth > element.clientWidth) }).toEqual({ name, overflows: false });
      expect({ name, coveredBy: await elementsCovering(control) }).toEqual({ name, coveredBy: [] });
    }
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  });
}

// WCAG 1.4.4 and 1.4.10 below the header: with the browser's text at 200 % on a phone, columns whose widths are in rem
// (the account's sections, the value propositions, the promo bar's button) still fit the window, so do the homepage's
// long words (feature zones, offers' links, magazine, terms) and its countdown; nothing scrolls sideways, down to the
// page's end.
for (const { path, fragment } of ROUTE_FRAGMENTS) {
  for (const loggedIn of [false, true]) {
    test(`at 320 px with the browser's text at 32 px, ${path} ${loggedIn ? 'logged in' : 'logged out'} needs no sideways scroll down to its end`, async ({
      page,
    }) => {
      await declineConsent(page);
      if (loggedIn) await loginAs(page);
      await setBrowserTextSize(page, 32);
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(path);
      await expectPageLoaded(page, fragment);
      await scrollToPageEnd(page);
      const widths = await documentWidths(page);
      expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    });
  }
}

/** The elements of `container` (itself too) that reach past the window's left or right edge (none scrolls inside it). */
const beyondTheWindowsSides = (container: Locator) =>
  container.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${element.textContent?.trim().slice(0, 40) ?? ''}`);
  });

// The homepage's promo bar and value propositions, at the top of its first screen.
for (const loggedIn of [false, true]) {
  test(`at 320 px with the browser's text at 32 px, ${loggedIn ? 'logged in' : 'logged out'}, the promo bar and the value propositions of / stay within the window`, async ({
    page,
  }) => {
    await declineConsent(page);
    if (loggedIn) await loginAs(page);
    await setBrowserTextSize(page, 32);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    await expectPageLoaded(page, 'mf-homepage-blocks');
    const promoBar = page.getByRole('region', { name: 'Aktion' });
    const valuePropositions = page.locator('[data-block-id="value-proposition-strip"]');
    // Logged in, the bonus points' item shows the balance.
    if (loggedIn) await expect(valuePropositions.getByRole('link', { name: 'Jetzt Prämien einlösen' })).toBeVisible();
    await expect(promoBar.getByRole('button', { name: 'Aktionshinweis schließen' })).toBeInViewport({ ratio: 1 });
    await scrollToPageEnd(page);
    expect(await beyondTheWindowsSides(promoBar)).toEqual([]);
    expect(await beyondTheWindowsSides(valuePropositions)).toEqual([]);
  });
}

// The countdown's timer, centred in a row narrower than itself, stood out on both sides: cut off on the left (which no
// sideways scroll reaches) at 320 px with the text at 24 px, and also scrolling the page at 390 px with it at 32 px.
for (const { width, textSize } of [
  { width: 390, textSize: 32 },
  { width: 320, textSize: 24 },
]) {
  test(`at ${width} px with the browser's text at ${textSize} px, every part of the countdown on / is within the window`, async ({ page }) => {
    await declineConsent(page);
    await setBrowserTextSize(page, textSize);
    await page.setViewportSize({ width, height: 568 });
    await page.goto('/');
    await expectPageLoaded(page, 'mf-homepage-blocks');
    await scrollToPageEnd(page);
    const countdown = page.locator('[data-block-id="countdown-banner"]');
    await expect(countdown.getByRole('timer', { name: 'Verbleibende Zeit' })).toBeVisible();
    expect(await beyondTheWindowsSides(countdown)).toEqual([]);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  });
}

// A German compound in a heading is longer than a phone's line: it breaks (shell's global.css, for every fragment's
// headings), also where the heading cannot grow narrower than its longest word by itself: in a flex or grid row (the
// category selector's title row) and in the button inside one (the SEO accordion's question).
const LONG_WORD = 'Katzenstreuaufbewahrungsbehälter';

test('at 320 px, / with a long German word in its headings needs no sideways scroll', async ({ page, request, sampleApi }) => {
  await declineConsent(page);
  await serveChangedBlock<{ title: string }>(request, sampleApi, 'value-proposition-strip', (model) => ({ ...model, title: `${LONG_WORD} online kaufen` }));
  await serveChangedBlock<{ headline: string }>(request, sampleApi, 'category-selector', (model) => ({ ...model, headline: LONG_WORD }));
  await serveChangedBlock<{ items: Array<{ headline: string }> }>(request, sampleApi, 'seo-accordion', (model) => ({
    ...model,
    items: model.items.map((item, index) => (index === 0 ? { ...item, headline: `<h3>${LONG_WORD}?</h3>` } : item)),
  }));
  await page.setViewportSize({ width: 320, height: 568 });
  // For the shell's server's first view too; a query of its own serves no document kept with the usual headings.
  await page.goto(`/?long-headings=${Date.now()}`);
  await expectPageLoaded(page, 'mf-homepage-blocks');
  await scrollToPageEnd(page);
  await expect(page.getByRole('heading', { name: LONG_WORD })).toHaveCount(3);
  const widths = await documentWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
});
