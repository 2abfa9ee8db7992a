import { screen, within } from '@testing-library/react';
import {
  clearAllCookies,
  collectReports,
  deferred,
  fakeBackend,
  httpError,
  json,
  logIn,
  networkError,
  raw,
  setUpPlatform,
  text,
  type ReplyFor,
} from '@storefront/test-support';
import { BALANCE, CUSTOMER_ID, flags, overview, OVERVIEW, SHOP_USER_ID } from '../test/account-fixtures';
import { hrefsOf, renderAccountPage, section, waitForSettled } from '../test/render-page';

beforeEach(() => {
  // No error collector: the tests watch the reports themselves, and count only account calls.
  setUpPlatform();
  logIn(CUSTOMER_ID, SHOP_USER_ID);
});

afterEach(() => clearAllCookies());

describe('the flags call failing', () => {
  it.each([
    ['HTTP 500', httpError(500), 'Request failed with status code 500', 500],
    ['a network error', networkError(), 'Network Error', undefined],
    [
      'a body with a flag missing',
      raw({ displayFlags: { ...flags(true), savingsPlan: undefined }, couponCount: 1 }),
      'getAccountOverview answered a malformed body: displayFlags.savingsPlan: Invalid key: Expected "savingsPlan" but received undefined',
      undefined,
    ],
    [
      'a body that is not JSON',
      text('<html>Wartung</html>'),
      'getAccountOverview answered a malformed body: (body): Invalid type: Expected Object but received "<html>Wartung</html>"',
      undefined,
    ],
  ])('on %s: hides the flagged sections, keeps the orders, reports the error', async (_case, answer, message, status) => {
    const reports = collectReports();
    const backend = fakeBackend({ [OVERVIEW]: () => answer, [BALANCE]: () => json({ balanceActive: 5 }) });
    renderAccountPage();
    await waitForSettled();

    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(hrefsOf('Meine Bestellungen')).toEqual(['/account/orders/overview', '/account/autoshipment', '/account/wishlist']);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(backend.requests.map((request) => request.url.pathname)).toEqual(['/v1/customers/C-1001/account-overview']);

    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toBe(message);
    expect(reports[0]?.context).toMatchObject({
      operation: 'getAccountOverview',
      fragment: 'mf-account-overview',
      consequence: 'personal data and benefits sections hidden',
    });
    if (status !== undefined) {
      expect(reports[0]?.context).toMatchObject({ status, url: '/v1/customers/{customerId}/account-overview', method: 'get' });
    }
    expect(console.error).toHaveBeenCalledWith(`[storefront] ${message}`, expect.objectContaining({ operation: 'getAccountOverview' }));
  });
});

describe('the balance call failing', () => {
  it.each([
    ['HTTP 500', httpError(500), 'Request failed with status code 500'],
    ['a network error', networkError(), 'Network Error'],
    [
      'a malformed body',
      raw({ balanceActive: 'viele' }),
      'getBonusPointsBalance answered a malformed body: balanceActive: Invalid type: Expected number but received "viele"',
    ],
  ])('on %s: keeps the bonus shop link with a neutral text, renders the rest, reports the error', async (_case, answer, message) => {
    const reports = collectReports();
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(true), 3)), [BALANCE]: () => answer });
    renderAccountPage();
    await waitForSettled();

    const benefits = section('Meine Vorteile');
    const bonusShop = within(benefits).getByRole('link', { name: 'Bonusshop' });
    expect(bonusShop).toHaveAttribute('href', '/account/bonuspoints/products/overview');
    expect(bonusShop).toHaveAccessibleDescription('Punktestand derzeit nicht verfügbar');
    expect(within(benefits).queryByText(/Bonuspunkt/)).not.toBeInTheDocument();
    expect(within(benefits).getByRole('link', { name: 'Gutscheine (3 verfügbar)' })).toBeInTheDocument();
    expect(within(benefits).getByRole('link', { name: 'Sparplan' })).toBeInTheDocument();
    expect(hrefsOf('Persönliche Daten')).toHaveLength(6);
    expect(hrefsOf('Meine Bestellungen')).toHaveLength(3);

    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toBe(message);
    expect(reports[0]?.context).toMatchObject({
      operation: 'getBonusPointsBalance',
      fragment: 'mf-account-overview',
      consequence: 'bonus balance replaced by a neutral text',
    });
  });
});

describe('the reorder link', () => {
  function expectNoReorderLink(): void {
    expect(document.querySelector('a[href*="reorder"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /erneut bestellen|nachbestellen|wiederbestellen/i })).not.toBeInTheDocument();
  }

  it('is absent while logged out', () => {
    clearAllCookies();
    fakeBackend();
    renderAccountPage();
    expectNoReorderLink();
  });

  it('is absent while the flags load', () => {
    fakeBackend({ [OVERVIEW]: () => deferred<ReplyFor<typeof OVERVIEW>>().promise });
    renderAccountPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expectNoReorderLink();
  });

  it.each([
    ['every flag on', json(overview(flags(true)))],
    ['every flag off', json(overview(flags(false)))],
    ['the flags call failing', httpError(503)],
  ])('is absent with %s', async (_case, answer) => {
    collectReports();
    fakeBackend({ [OVERVIEW]: () => answer, [BALANCE]: () => json({ balanceActive: 10 }) });
    renderAccountPage();
    await waitForSettled();
    expect(section('Meine Bestellungen')).toBeInTheDocument();
    expectNoReorderLink();
  });
});

describe('a section failing to render', () => {
  it('leaves an empty placeholder for that section only and reports it', async () => {
    const reports = collectReports();
    const local = setUpPlatform();
    // An invalid locale makes the balance formatting throw while rendering the benefits section.
    setUpPlatform({ site: { ...local.site, locale: 'kein gültiges Locale' } });
    fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => json({ balanceActive: 5 }) });
    const { container } = renderAccountPage();
    await waitForSettled();

    expect(screen.queryByRole('navigation', { name: 'Meine Vorteile' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-block-error="AccountOverview:benefits"]')).not.toBeNull();
    expect(hrefsOf('Persönliche Daten')).toHaveLength(6);
    expect(hrefsOf('Meine Bestellungen')).toHaveLength(3);
    expect(reports.map((report) => report.context.block)).toContain('AccountOverview:benefits');
  });
});
