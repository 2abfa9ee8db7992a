import type { Page } from '@playwright/test';
import { FRAGMENTS } from '@storefront/contracts';
import { declineConsent, expect, SAMPLE_API_URL, SHELL_URL, test } from '../fixtures';
import { FragmentCheckout } from '../support/delivery';
import { DevelopmentBuildServers } from '../support/development-builds';
import { DevelopmentServer } from '../support/development-server';
import { collectPageErrors } from '../support/page-errors';
import { expectFragmentReady } from '../support/shell-page';

// A squad's inner loop (docs/squads.md): each fragment's development build (npm run build:dev, built once by
// npm test) on its standalone page, and one development build overridden into the running shop. The development
// server (npm run dev) serves the same build, plus its live reload and fast refresh on the standalone page.

const servers = new DevelopmentBuildServers();

test.beforeAll(async () => servers.start(FRAGMENTS.map((fragment) => fragment.name)));
test.afterAll(async () => servers.stop());

/** The standalone page, pointed at this worker's sample backend and shell (their ports shift per worker). */
function standalonePage(fragment: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ 'sample-api': SAMPLE_API_URL, shell: SHELL_URL, ...query });
  return `${servers.origin(fragment)}/?${search}`;
}

/** A card's price as it reads it: `Preis: 9,49 €` (the space before € may be a no-break space). */
const PRICE = /^Preis: \d{1,3}(\.\d{3})*,\d{2}\s€$/;

/** What each fragment's standalone page shows once it works: its own content and, where it uses one, another fragment's. */
const STANDALONE_CONTENT: Record<string, { query?: Record<string, string>; expectContent: (page: Page) => Promise<void> }> = {
  'mf-account-overview': {
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zur Anmeldung' })).toBeVisible();
    },
  },
  'mf-homepage-blocks': {
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tierbedarf & Tierfutter online kaufen');
      await expect(page.getByText('Gratis Versand ab 49 €', { exact: false })).toBeVisible();
    },
  },
  'mf-recommendations': {
    expectContent: async (page) => {
      // The playground's sliders of product cards with euro prices.
      await expect(page.getByRole('article').first().getByText(PRICE)).toBeVisible();
    },
  },
  'mf-own-brand': {
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Unsere Eigenmarken' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Katze', selected: true })).toBeVisible();
      // The sliders are mf-recommendations' (from the running shell's registry): their cards show.
      await expect(
        page
          .getByRole('region', { name: /: Produkte$/ })
          .first()
          .getByRole('article')
          .first()
          .getByText(PRICE),
      ).toBeVisible();
    },
  },
  'mf-tracking': {
    // Renders nothing for shoppers; its standalone page shows the debug panel by default: the page view it sent.
    expectContent: async (page) => {
      const panel = page.getByRole('complementary', { name: 'Tracking-Debug' });
      await expect(panel.getByRole('list', { name: 'Gesendete Ereignisse' }).getByRole('listitem').first()).toContainText('PAGE_VIEW');
    },
  },
};

for (const { name: fragment } of FRAGMENTS) {
  test(`${fragment}: the standalone page of its development build shows its content, with no page error`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const { query, expectContent } = STANDALONE_CONTENT[fragment] ?? {};
    expect(expectContent, `what ${fragment}'s standalone page shows`).toBeDefined();
    await page.goto(standalonePage(fragment, query));
    await expectContent?.(page);
    expect(errors).toEqual([]);
  });
}

test('a development build overridden into the running shop shows its content and the override notice, within the policy', async ({ page }) => {
  await declineConsent(page);
  const developmentOrigin = servers.origin('mf-account-overview');
  const manifest = `${developmentOrigin}/mf-manifest.json`;
  const requested: string[] = [];
  page.on('requestfinished', (request) => requested.push(request.url()));

  // The fixture fails the test on any Content-Security-Policy violation: the development build evaluates no strings.
  await page.goto(`/account?mf-override=mf_account_overview=${manifest}`);
  await expectFragmentReady(page, 'mf-account-overview');
  await expect(page.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).toContainText(`mf_account_overview → ${manifest}`);
  await expect(page.locator('[data-fragment="mf-account-overview"]').getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  expect(requested).toContain(`${developmentOrigin}/remoteEntry.js`);

  await page.goto('/account?mf-override=reset');
  await expectFragmentReady(page, 'mf-account-overview');
});

test('fast refresh: an edited text shows on the standalone page of npm run dev without a reload, the selected tab kept', async ({ page }) => {
  test.setTimeout(180_000);
  // A squad's own copy of the fragment (never the repository's files), served by its development server.
  const checkout = new FragmentCheckout('mf-own-brand');
  const server = new DevelopmentServer(checkout.folder);
  try {
    await server.start(120_000);
    const errors = collectPageErrors(page);
    await page.goto(`${server.origin}/?${new URLSearchParams({ 'sample-api': SAMPLE_API_URL, shell: SHELL_URL })}`);
    await page.getByRole('tab', { name: 'Hund' }).click();
    await expect(page.getByRole('tab', { name: 'Hund', selected: true })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));

    checkout.edit('src/components/texts.ts', "title: 'Unsere Eigenmarken'", "title: 'Unsere eigenen Marken'");

    await expect(page.getByRole('heading', { level: 1, name: 'Unsere eigenen Marken' })).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => 'beforeTheEdit' in window), 'the page was not reloaded').toBe(true);
    await expect(page.getByRole('tab', { name: 'Hund', selected: true })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    server.stop();
    checkout.remove();
  }
});
