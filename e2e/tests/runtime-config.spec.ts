import { devices, type APIRequestContext, type Page } from '@playwright/test';
import type { StorefrontConfig } from '@storefront/contracts';
import { declineConsent, expect, test } from '../fixtures';
import { npmRun } from '../support/delivery';
import { scrollToPageEnd } from '../support/page-end';
import { expectFragmentReady } from '../support/shell-page';

// The config is the deployment's (docs/runtime-config-and-flags.md): a flag flipped with
// `npm run config` is served by the running storefront on the next page load, without a build or a restart.

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';
const PHONE = devices['Pixel 7'];

test.describe.configure({ mode: 'serial' });

async function config(...args: string[]) {
  const result = await npmRun('config', ...args);
  return { ...result, output: `${result.stdout}\n${result.stderr}` };
}

function inlinedConfig(html: string): StorefrontConfig {
  return JSON.parse(/<script type="application\/json" id="storefront-config"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as StorefrontConfig;
}

/** The homepage scrolled to its end (every block in): its product cards, and their add-to-cart buttons. */
async function homepageCards(page: Page) {
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await scrollToPageEnd(page);
  const cards = page
    .locator('[data-fragment="mf-homepage-blocks"]')
    .getByRole('article')
    .filter({ hasText: /Preis: / });
  return { cards: await cards.count(), buttons: await cards.getByRole('button', { name: /^In den Warenkorb/ }).count() };
}

async function phoneDocument(request: APIRequestContext, path = '/'): Promise<string> {
  return (await request.get(path, { headers: { 'User-Agent': PHONE.userAgent } })).text();
}

let liveRevision: string;

test.beforeAll(async () => {
  const shown = await config('show');
  // A storefront started elsewhere (reuseExistingServer) with another deployments root would not see these changes.
  expect(shown.code, `the running storefront's storage has a config: ${shown.output}`).toBe(0);
  liveRevision = /Config revision (\d+)/.exec(shown.stdout)?.[1] ?? '';
});

test.afterAll(async () => {
  // The storefront as it was for the specs after this one.
  if (liveRevision) await config('rollback', liveRevision, '--reason', 'end of the runtime-config tests');
});

test.beforeEach(async ({ page }) => declineConsent(page));

test('a flag set to false is served on the next page load, no build, no restart: no add-to-cart button on any card; rollback brings them back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await homepageCards(page);
  expect(before.cards).toBeGreaterThan(0);
  expect(before.buttons).toBeGreaterThan(0);

  const set = await config('set-flag', ADD_TO_CART, 'false', '--reason', 'Incident 4711: cart service down');
  expect(set.code, set.output).toBe(0);
  const after = await homepageCards(page);
  expect(after.cards).toBeGreaterThan(0);
  expect(after.buttons).toBe(0);
  expect(inlinedConfig(await (await request.get('/')).text()).featureFlags[ADD_TO_CART]).toBe('false');

  const back = await config('rollback', '--reason', 'Incident 4711 resolved');
  expect(back.code, back.output).toBe(0);
  expect((await homepageCards(page)).buttons).toBeGreaterThan(0);

  const history = await config('history');
  expect(history.stdout).toMatch(
    new RegExp(`set-flag featureFlags\\.${ADD_TO_CART.replace(/\./g, '\\.')} = "false"; by .*: "Incident 4711: cart service down"`),
  );
  expect(history.stdout).toMatch(/rollback to revision \d+; by .*: "Incident 4711 resolved"/);
});

test('on a phone: the server-rendered document carries the changed flag (its first view rendered with it), the cards after it have no buttons', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  try {
    await declineConsent(page);
    expect((await config('set-flag', ADD_TO_CART, 'false', '--reason', 'cart incident')).code).toBe(0);
    // The phone's document comes with the homepage's first view, rendered on the server with the evaluated flags.
    await expect.poll(async () => phoneDocument(request)).toContain('id="first-view-state"');
    expect(inlinedConfig(await phoneDocument(request)).featureFlags[ADD_TO_CART]).toBe('false');
    const phone = await homepageCards(page);
    expect(phone.cards).toBeGreaterThan(0);
    expect(phone.buttons).toBe(0);
  } finally {
    await context.close();
    await config('rollback', liveRevision, '--reason', 'phone test done');
  }
});

test('an unknown flag name is refused, and / is served unchanged', async ({ request }) => {
  const before = inlinedConfig(await phoneDocument(request));
  const refused = await config('set-flag', 'catalog.discover.recommendations.add-to-kart.enabled', 'false', '--reason', 'typo');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Refused: Unknown flag catalog.discover.recommendations.add-to-kart.enabled');
  expect(inlinedConfig(await phoneDocument(request))).toEqual(before);
});
