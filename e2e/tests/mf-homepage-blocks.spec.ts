import type { Page } from '@playwright/test';
import { declineConsent, expect, loginAs, SAMPLE_API_URL as SAMPLE_API, test } from '../fixtures';
import { blockModel, homepageLayout, idOf, scrollToBlock, scrollUntil } from '../support/content-blocks';
import { registeredContentTypes } from '../support/registered-blocks';
import { offerAustrianShop } from '../support/soft-redirect';

/** The content types mf-homepage-blocks renders; other blocks of the layout render nothing. */
const REGISTERED = registeredContentTypes();

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function renderedBlockIds(page: Page): Promise<Array<string | null>> {
  return page.locator('[data-block-id]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block-id')));
}

test.beforeEach(async ({ page }) => declineConsent(page));

test('the homepage shows its blocks in the order of the content service, with German text', async ({ page, request }) => {
  const layout = await homepageLayout(request);
  const expected = layout.filter((block) => REGISTERED.has(block.contentType)).map((block) => block.id);
  const valueProps = await blockModel(request, idOf(layout, 'ValuePropositionStrip'));
  const promoBar = await blockModel(request, idOf(layout, 'PromoBar'));
  const seo = await blockModel(request, idOf(layout, 'SeoAccordion'));

  await page.goto('/');
  await scrollUntil(page, () => expect(page.locator('[data-block-id]')).toHaveCount(expected.length, { timeout: 1000 }));
  expect(await renderedBlockIds(page)).toEqual(expected);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(String(valueProps.title));
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('region', { name: 'Aktion' })).toContainText(String(promoBar.title));
  await expect(main.getByRole('heading', { level: 2, name: textOf(String(seo.headline)) })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', '/account');
  // The sample data suggests no other shop to a German visitor.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the SEO accordion publishes valid FAQPage JSON-LD and opens its answers', async ({ page, request }) => {
  const layout = await homepageLayout(request);
  const seoId = idOf(layout, 'SeoAccordion');
  await page.goto('/');
  await scrollToBlock(page, seoId);
  const script = page.locator(`[data-block-id="${seoId}"] script[type="application/ld+json"]`);
  await expect(script).toHaveCount(1);
  const data = JSON.parse((await script.textContent()) ?? '') as {
    '@context': string;
    '@type': string;
    mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
  };
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.length).toBeGreaterThan(0);
  for (const question of data.mainEntity) {
    expect(question['@type']).toBe('Question');
    expect(question.name).not.toBe('');
    expect(question.acceptedAnswer['@type']).toBe('Answer');
    expect(question.acceptedAnswer.text).not.toMatch(/[<>]/);
  }
  const first = page.getByRole('button', { name: data.mainEntity[0]?.name });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: data.mainEntity[0]?.name })).toBeVisible();
});

test('a block whose content request fails is missing; every other block shows', async ({ page, request, sampleApi }) => {
  const layout = await homepageLayout(request);
  const promoBarId = idOf(layout, 'PromoBar');
  const promoBar = await blockModel(request, promoBarId);
  const expected = layout.filter((block) => REGISTERED.has(block.contentType) && block.id !== promoBarId).map((block) => block.id);
  await sampleApi.addFault({ path: `/content/blocks/${promoBarId}`, status: 500 });

  // For the shell's server's first view too; a query of its own serves no document kept with the promo bar.
  await page.goto(`/?failing-block=${Date.now()}`);
  await scrollUntil(page, () => expect(page.locator('[data-block-id]')).toHaveCount(expected.length, { timeout: 1000 }));
  expect(await renderedBlockIds(page)).toEqual(expected);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(String(promoBar.title))).toHaveCount(0);
  await expect.poll(async () => (await sampleApi.errors()).some((report) => JSON.stringify(report).includes(`/content/blocks/${promoBarId}`))).toBe(true);
});

test('content calls carry one correlation id; ?preview=true shows the draft content', async ({ page, request }) => {
  const layout = await homepageLayout(request);
  const promoBarId = idOf(layout, 'PromoBar');
  const draft = await blockModel(request, promoBarId, true);
  const layoutRequest = page.waitForRequest((candidate) => candidate.url().startsWith(`${SAMPLE_API}/content/pages/homepage`));
  const blockRequest = page.waitForRequest((candidate) => candidate.url().startsWith(`${SAMPLE_API}/content/blocks/${promoBarId}`));

  await page.goto('/?preview=true');
  const [layoutCall, blockCall] = [await layoutRequest, await blockRequest];
  expect(new URL(layoutCall.url()).searchParams.get('preview')).toBe('true');
  expect(new URL(blockCall.url()).searchParams.get('preview')).toBe('true');
  const correlationId = layoutCall.headers()['x-correlation-id'];
  expect(correlationId).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(blockCall.headers()['x-correlation-id']).toBe(correlationId);
  await expect(page.getByRole('region', { name: 'Aktion' })).toContainText(String(draft.title));
});

/**
 * Turns the mouse wheel over (x, y), then waits until the page has had the wheel event and drawn ten frames since:
 * a scroll it starts shows in scrollY by then.
 */
async function wheelOver(page: Page, x: number, y: number): Promise<void> {
  const wheel = await page.evaluateHandle(() => ({
    handled: new Promise<void>((resolve) => {
      let frames = 10;
      const next = () => (--frames === 0 ? resolve() : requestAnimationFrame(next));
      window.addEventListener('wheel', () => requestAnimationFrame(next), { once: true, capture: true });
    }),
  }));
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  await wheel.evaluate(({ handled }) => handled);
}

test('the soft-redirect modal offers another shop, closes with Escape and stays away for the session', async ({ page }) => {
  await offerAustrianShop(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /zooplus\.at/ })).toHaveAttribute('href', 'https://www.zooplus.at/');
  await expect(dialog.getByRole('img')).toHaveAttribute('width', '159');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.sf_softredirect_skip?.expires).toBe(-1);
  expect(cookies.sf_softredirect_shown?.value).toBe('1');
  expect(cookies.sf_softredirect_shown?.expires).toBeGreaterThan(Date.now() / 1000);

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('behind the open soft-redirect modal the page is inert and does not scroll, and is itself again after closing', async ({ page }) => {
  await offerAustrianShop(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  const homeLink = page.getByRole('banner').getByRole('link', { name: 'zooplus Startseite' });
  const isInert = () => homeLink.evaluate((element) => element.closest('[inert]') !== null);
  const takesFocus = () =>
    homeLink.evaluate((element: HTMLElement) => {
      element.focus();
      return document.activeElement === element;
    });
  expect(await isInert()).toBe(true);
  expect(await takesFocus()).toBe(false);
  const widthWhileOpen = await page.evaluate(() => document.documentElement.clientWidth);
  // Over the backdrop, above the dialog.
  await wheelOver(page, 10, 10);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await isInert()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(widthWhileOpen);
  await wheelOver(page, 10, 10);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await takesFocus()).toBe(true);
});

test('a logged-in customer gets the reorder button instead of the login button', async ({ page }) => {
  await loginAs(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await scrollUntil(page, () =>
    expect(main.getByRole('link', { name: 'Erneut bestellen' })).toHaveAttribute('href', '/account/orders/reorder', { timeout: 1000 }),
  );
  await expect(main.getByRole('link', { name: 'Jetzt anmelden' })).toHaveCount(0);
});

test('the go-to-top button appears after scrolling down and brings the shopper back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Nach oben' });
  await expect(button).toHaveCount(0);
  await scrollUntil(page, async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
