import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { declineConsent, expect, loginAs, SAMPLE_API_URL, test } from '../fixtures';
import { expectFragmentReady, fragmentSlot } from '../support/shell-page';

type FlagName = 'customerData' | 'newsletter' | 'petProfile' | 'services' | 'productPhotos' | 'customerCare' | 'bonusPoints' | 'coupons' | 'savingsPlan';

interface AccountOverview {
  displayFlags: Record<FlagName, boolean>;
  couponCount: number;
}

interface SpecLink {
  label: string;
  route: string;
  flag: FlagName | null;
}

/** The spec's routes (section 2), written out here independently of the fragment's links table. */
const SPEC_SECTIONS: Array<{ heading: string; links: SpecLink[] }> = [
  {
    heading: 'Meine Bestellungen',
    links: [
      { label: 'Alle Bestellungen', route: '/account/orders/overview', flag: null },
      { label: 'Abo-Lieferungen', route: '/account/autoshipment', flag: null },
      { label: 'Wunschliste', route: '/account/wishlist', flag: null },
    ],
  },
  {
    heading: 'Persönliche Daten',
    links: [
      { label: 'Kundendaten', route: '/account/customer/overview', flag: 'customerData' },
      { label: 'Newsletter-Einstellungen', route: '/account/newsletter', flag: 'newsletter' },
      { label: 'Mein Tierprofil', route: '/account/mypetprofile', flag: 'petProfile' },
      { label: 'Services', route: '/services', flag: 'services' },
      { label: 'Meine Produktfotos', route: '/account/productphotos', flag: 'productPhotos' },
      { label: 'Kundenservice', route: '/contact_us', flag: 'customerCare' },
    ],
  },
  {
    heading: 'Meine Vorteile',
    links: [
      { label: 'Bonusshop', route: '/account/bonuspoints/products/overview', flag: 'bonusPoints' },
      { label: 'Gutscheine', route: '/account/coupons/overview', flag: 'coupons' },
      { label: 'Sparplan', route: '/account/savingsplan/overview', flag: 'savingsPlan' },
    ],
  },
];

const ACCOUNT_CALL = /\/v1\/customers\/[^/]+\/(account-overview|bonus-points\/balance)$/;

test.beforeEach(async ({ page }) => declineConsent(page));

function accountPage(page: Page): Locator {
  return fragmentSlot(page, 'mf-account-overview');
}

async function loggedInCustomerId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cid');
  if (!cookie) throw new Error('No cid cookie: the browser is not logged in');
  return cookie.value;
}

/** What the sample backend says about this customer, read through the same documented calls. */
async function readAccountOverview(request: APIRequestContext, customerId: string): Promise<AccountOverview> {
  const response = await request.get(`${SAMPLE_API_URL}/v1/customers/${customerId}/account-overview`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountOverview;
}

async function readBonusBalance(request: APIRequestContext, customerId: string): Promise<number> {
  const response = await request.get(`${SAMPLE_API_URL}/v1/customers/${customerId}/bonus-points/balance`);
  if (response.status() === 204) return 0;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balanceActive: number }).balanceActive;
}

function bonusPointsText(points: number): string {
  return `${new Intl.NumberFormat('de-DE').format(points)} ${points === 1 ? 'Bonuspunkt' : 'Bonuspunkte'}`;
}

function accessibleLinkName(link: SpecLink, overview: AccountOverview): string {
  return link.flag === 'coupons' ? `Gutscheine (${overview.couponCount} verfügbar)` : link.label;
}

function isShown(link: SpecLink, overview: AccountOverview): boolean {
  return link.flag === null || overview.displayFlags[link.flag];
}

/** Every section and link the flags allow, each link's href exactly its spec route, nothing else. */
async function expectLinksMatchSpec(page: Page, overview: AccountOverview): Promise<void> {
  const slot = accountPage(page);
  const expectedRoutes: string[] = [];
  for (const section of SPEC_SECTIONS) {
    const shown = section.links.filter((link) => isShown(link, overview));
    const nav = slot.getByRole('navigation', { name: section.heading, exact: true });
    if (shown.length === 0) {
      await expect(nav).toHaveCount(0);
      continue;
    }
    await expect(nav.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(shown.length);
    for (const [index, link] of shown.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(accessibleLinkName(link, overview));
      await expect(links.nth(index)).toHaveAttribute('href', link.route);
      await expect(links.nth(index)).toBeVisible();
    }
    expectedRoutes.push(...shown.map((link) => link.route));
  }
  const hrefs = await slot.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(expectedRoutes);
  for (const hidden of SPEC_SECTIONS.flatMap((section) => section.links).filter((link) => !isShown(link, overview))) {
    await expect(slot.locator(`a[href="${hidden.route}"]`)).toHaveCount(0);
  }
}

async function expectNoReorderLink(page: Page): Promise<void> {
  await expect(accountPage(page).locator('a[href*="reorder"]')).toHaveCount(0);
  await expect(accountPage(page).getByRole('link', { name: /erneut bestellen|nachbestellen/i })).toHaveCount(0);
}

async function expectCouponBadge(page: Page, overview: AccountOverview): Promise<void> {
  const coupons = accountPage(page)
    .getByRole('navigation', { name: 'Meine Vorteile', exact: true })
    .getByRole('link', { name: `Gutscheine (${overview.couponCount} verfügbar)`, exact: true });
  if (!overview.displayFlags.coupons) {
    await expect(accountPage(page).locator('a[href="/account/coupons/overview"]')).toHaveCount(0);
    return;
  }
  await expect(coupons.getByText(String(overview.couponCount), { exact: true })).toBeVisible();
}

async function expectBonusBalance(page: Page, overview: AccountOverview, balance: number): Promise<void> {
  if (!overview.displayFlags.bonusPoints) return;
  const bonusShop = accountPage(page).getByRole('link', { name: 'Bonusshop', exact: true });
  await expect(bonusShop).toHaveAccessibleDescription(bonusPointsText(balance));
}

test('logged out it asks to log in without account calls; after the shell logs in every link has its spec route', async ({ page, request }) => {
  const accountCalls: string[] = [];
  page.on('request', (sent) => {
    if (ACCOUNT_CALL.test(new URL(sent.url()).pathname)) accountCalls.push(sent.url());
  });

  await page.goto('/account');
  await expectFragmentReady(page, 'mf-account-overview');
  const slot = accountPage(page);
  await expect(slot.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(slot.getByRole('heading', { level: 2, name: 'Bitte melden Sie sich an' })).toBeVisible();
  await expect(slot.getByRole('navigation')).toHaveCount(0);
  await expectNoReorderLink(page);
  await page.waitForLoadState('networkidle');
  expect(accountCalls).toEqual([]);

  const flagsAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/account-overview') && response.request().method() === 'GET',
  );
  await slot.getByRole('button', { name: 'Zur Anmeldung', exact: true }).click();
  expect((await flagsAnswered).status()).toBe(200);
  await expectFragmentReady(page, 'mf-account-overview');
  await expect(slot.getByRole('button', { name: 'Zur Anmeldung', exact: true })).toHaveCount(0);

  const customerId = await loggedInCustomerId(page);
  const overview = await readAccountOverview(request, customerId);
  const balance = await readBonusBalance(request, customerId);

  await expectLinksMatchSpec(page, overview);
  await expectNoReorderLink(page);
  await expectCouponBadge(page, overview);
  await expectBonusBalance(page, overview, balance);
});

test('a customer with display flags off sees only the links whose flags are on', async ({ page, request }) => {
  await loginAs(page, 'no-bonus');
  await page.goto('/account');
  await expectFragmentReady(page, 'mf-account-overview');

  const customerId = await loggedInCustomerId(page);
  const overview = await readAccountOverview(request, customerId);
  const balance = await readBonusBalance(request, customerId);
  // This run exists to check hidden links; it needs a customer with at least one flag off.
  expect(Object.values(overview.displayFlags)).toContain(false);

  await expectLinksMatchSpec(page, overview);
  await expectNoReorderLink(page);
  await expectCouponBadge(page, overview);
  await expectBonusBalance(page, overview, balance);
});

test('a failing flags call leaves the orders section, hides the others and is reported', async ({ page, sampleApi }) => {
  await loginAs(page);
  const customerId = await loggedInCustomerId(page);
  await sampleApi.addFault({ path: `/v1/customers/${customerId}/account-overview`, method: 'GET', status: 500 });

  await page.goto('/account');
  await expectFragmentReady(page, 'mf-account-overview');
  await expect.poll(async () => (await sampleApi.errors()).some((report) => JSON.stringify(report).includes('getAccountOverview'))).toBe(true);

  const slot = accountPage(page);
  await expect(slot.getByRole('status')).toHaveCount(0);
  await expect(slot.getByRole('navigation')).toHaveCount(1);
  const orders = slot.getByRole('navigation', { name: 'Meine Bestellungen', exact: true }).getByRole('link');
  await expect(orders).toHaveCount(3);
  await expect(orders.first()).toHaveAttribute('href', '/account/orders/overview');
  await expectNoReorderLink(page);
});

test('a failing balance call keeps the bonus shop link with a neutral text and is reported', async ({ page, request, sampleApi }) => {
  await loginAs(page);
  const customerId = await loggedInCustomerId(page);
  const overview = await readAccountOverview(request, customerId);
  expect(overview.displayFlags.bonusPoints).toBe(true);
  await sampleApi.addFault({ path: `/v1/customers/${customerId}/bonus-points/balance`, method: 'GET', status: 503 });

  await page.goto('/account');
  await expectFragmentReady(page, 'mf-account-overview');

  const bonusShop = accountPage(page).getByRole('link', { name: 'Bonusshop', exact: true });
  await expect(bonusShop).toHaveAttribute('href', '/account/bonuspoints/products/overview');
  await expect(bonusShop).toHaveAccessibleDescription('Punktestand derzeit nicht verfügbar');
  await expectLinksMatchSpec(page, overview);
  await expect.poll(async () => (await sampleApi.errors()).some((report) => JSON.stringify(report).includes('getBonusPointsBalance'))).toBe(true);
});
