import type { Page } from '@playwright/test';
import { FIRST_VIEW_TIMEOUT_MS } from '@storefront/contracts';
import { declineConsent, expect, SAMPLE_API_URL, SHELL_URL, test } from '../fixtures';
import { scrollToBlock } from '../support/content-blocks';

// Navigation targets from data that the browser resolves to another host (a tab, newline or backslash after the
// leading slash, or a scheme without slashes), or that would lead there once written back as the shop path they
// resolve to (`/.//evil.example/path` is the shop's path `//evil.example/path`). The three places they were
// reproduced: the promo bar's targetLink, a rich-text link and the soft-redirect go-to button.
const OFF_SHOP_TARGETS = ['/\t/evil.example/path', '/\n/evil.example/path', '/\\evil.example/path', 'https:evil.example/path', '/.//evil.example/path'];

const shopHost = new URL(SHELL_URL).host;

async function answerBlock(page: Page, blockId: string, change: (model: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route(`${SAMPLE_API_URL}/content/blocks/${blockId}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { model: Record<string, unknown> };
    await route.fulfill({ response, json: { model: change(body.model) } });
  });
}

/** Every link the page renders, as the browser resolved it. */
async function resolvedLinkHosts(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).host));
}

test.beforeEach(async ({ page }) => declineConsent(page));

for (const target of OFF_SHOP_TARGETS) {
  test(`the promo bar and rich text render no link that leads off the shop for ${JSON.stringify(target)}`, async ({ page, sampleApi }) => {
    await answerBlock(page, 'promo-bar', (model) => ({ ...model, targetLink: target }));
    await answerBlock(page, 'terms-text-block', (model) => ({
      ...model,
      termsAndConditionsText: `<p>Kleingedrucktes <a href="${target.replace(/\t/g, '&#9;').replace(/\n/g, '&#10;')}">Mehr erfahren</a></p>`,
    }));
    // The browser's own render of the answers above: the shell's server gets the promo bar too late for a first view
    // (its one request), and a query of this test's own serves no document kept with one.
    await sampleApi.addFault({ path: '/content/blocks/promo-bar', method: 'GET', latencyMs: FIRST_VIEW_TIMEOUT_MS * 5, times: 1 });
    await page.goto(`/?off-shop=${Date.now()}`);
    const promoBar = page.getByRole('region', { name: 'Aktion' });
    await expect(promoBar).toBeVisible();
    await expect(promoBar.getByRole('link')).toHaveCount(0);
    const terms = await scrollToBlock(page, 'terms-text-block');
    await expect(terms.getByText('Kleingedrucktes')).toBeVisible();
    await expect(terms.getByText('Mehr erfahren')).toBeVisible();
    await expect(terms.getByRole('link', { name: 'Mehr erfahren' })).toHaveCount(0);
    const foreign = (await resolvedLinkHosts(page)).filter((host) => host !== shopHost && !/(^|\.)zooplus\.(de|at|ch)$/.test(host));
    expect(foreign).toEqual([]);
  });

  test(`the soft-redirect modal never offers ${JSON.stringify(target)}`, async ({ page, sampleApi }) => {
    await page.route(`${SAMPLE_API_URL}/v1/shop/redirect/options/**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { locResources: unknown };
      await route.fulfill({ response, json: { options: [{ domain: 'zooplus.at', url: target }], locResources: body.locResources } });
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await sampleApi.errors()).some((report) => String(report.message).startsWith('Redirect option left out'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test.describe("the consent form of the shell's server (issue 33)", () => {
  // What a forged or tampered form could name as the page to go back to: all of them must end on the shop's start page.
  const ATTEMPTS = [
    '//evil.example',
    '//evil.example/eigenmarken',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    '/\r\nLocation: https://evil.example',
    '/eigenmarken\r\nSet-Cookie: sf_consent_functional=1',
  ];
  const form = (returnTo: string) => ({ functional: '1', returnTo });
  const sameOrigin = { Origin: SHELL_URL, 'Sec-Fetch-Site': 'same-origin' };

  test('never sends the shopper to another site or splits its answer, whatever the form names', async ({ request }) => {
    for (const returnTo of ATTEMPTS) {
      const response = await request.post('/consent', { form: form(returnTo), headers: sameOrigin, maxRedirects: 0 });
      expect(response.status(), returnTo).toBe(303);
      expect(response.headers().location, returnTo).toBe('/');
      expect(response.headers()['set-cookie'], returnTo).toMatch(/^sf_consent_functional=1; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    }
    const back = await request.post('/consent', { form: form('/eigenmarken?type=dog'), headers: sameOrigin, maxRedirects: 0 });
    expect(back.headers().location).toBe('/eigenmarken?type=dog');
  });

  test('a browser following a tampered form stays on the shop', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const returnTo of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/.//evil.example']) {
        await page.goto('/account');
        await page.locator('input[name="returnTo"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), returnTo);
        await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
        await page.waitForLoadState();
        expect(new URL(page.url()).host, returnTo).toBe(shopHost);
        await context.clearCookies();
      }
    } finally {
      await context.close();
    }
  });

  test('refuses a post from another site and a body that is not its form, setting no cookie', async ({ request }) => {
    const crossSite = await request.post('/consent', {
      form: form('/'),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['set-cookie']).toBeUndefined();
    const json = await request.post('/consent', { data: { functional: '1' }, headers: sameOrigin, maxRedirects: 0 });
    expect(json.status()).toBe(400);
    const extra = await request.post('/consent', { form: { ...form('/'), audiences: 'all' }, headers: sameOrigin, maxRedirects: 0 });
    expect(extra.status()).toBe(400);
    expect(extra.headers()['set-cookie']).toBeUndefined();
  });
});
