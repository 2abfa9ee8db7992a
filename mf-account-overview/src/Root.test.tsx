import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllCookies, deferred, fakeBackend, json, logIn, noContent, setUpPlatform, type ReplyFor } from '@storefront/test-support';
import { BALANCE, CUSTOMER_ID, flags, overview, OVERVIEW, SHOP_USER_ID } from '../test/account-fixtures';
import { hrefsOf, renderAccountPage, section, waitForSettled } from '../test/render-page';

beforeEach(() => {
  setUpPlatform();
});

afterEach(() => {
  clearAllCookies();
});

describe('logged out', () => {
  it('asks the shopper to log in and requests no account data', () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => noContent() });
    renderAccountPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bitte melden Sie sich an' })).toBeInTheDocument();
    expect(screen.getByText('Melden Sie sich an, um Ihre Bestellungen, persönlichen Daten und Vorteile zu sehen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('treats a shop user id without a customer id as logged out', () => {
    document.cookie = 'zt_id=U-2002; path=/';
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview()) });
    renderAccountPage();
    expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it.each([
    ['a click', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Zur Anmeldung' }))],
    [
      'the keyboard',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.tab();
        expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toHaveFocus();
        await user.keyboard('{Enter}');
      },
    ],
  ])('asks the shell to log in when the login button is used by %s', async (_how, useButton) => {
    const backend = fakeBackend();
    const loginRequests = jest.fn();
    window.addEventListener('storefront:login-request', loginRequests);
    try {
      renderAccountPage();
      await useButton(userEvent.setup());
      expect(loginRequests).toHaveBeenCalledTimes(1);
      expect(backend.requests).toEqual([]);
    } finally {
      window.removeEventListener('storefront:login-request', loginRequests);
    }
  });
});

describe('logged in', () => {
  beforeEach(() => logIn(CUSTOMER_ID, SHOP_USER_ID));

  it('shows the three link sections with the spec’s routes', async () => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(true), 3)), [BALANCE]: () => json({ balanceActive: 1250 }) });
    renderAccountPage();
    await waitForSettled();

    expect(screen.queryByRole('button', { name: 'Zur Anmeldung' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation').map((nav) => within(nav).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Meine Bestellungen',
      'Persönliche Daten',
      'Meine Vorteile',
    ]);
    expect(hrefsOf('Meine Bestellungen')).toEqual(['/account/orders/overview', '/account/autoshipment', '/account/wishlist']);
    expect(hrefsOf('Persönliche Daten')).toEqual([
      '/account/customer/overview',
      '/account/newsletter',
      '/account/mypetprofile',
      '/services',
      '/account/productphotos',
      '/contact_us',
    ]);
    expect(hrefsOf('Meine Vorteile')).toEqual(['/account/bonuspoints/products/overview', '/account/coupons/overview', '/account/savingsplan/overview']);
  });

  it.each([
    ['Meine Bestellungen', 'Alle Bestellungen', '/account/orders/overview'],
    ['Meine Bestellungen', 'Abo-Lieferungen', '/account/autoshipment'],
    ['Meine Bestellungen', 'Wunschliste', '/account/wishlist'],
    ['Persönliche Daten', 'Kundendaten', '/account/customer/overview'],
    ['Persönliche Daten', 'Newsletter-Einstellungen', '/account/newsletter'],
    ['Persönliche Daten', 'Mein Tierprofil', '/account/mypetprofile'],
    ['Persönliche Daten', 'Services', '/services'],
    ['Persönliche Daten', 'Meine Produktfotos', '/account/productphotos'],
    ['Persönliche Daten', 'Kundenservice', '/contact_us'],
    ['Meine Vorteile', 'Bonusshop', '/account/bonuspoints/products/overview'],
    ['Meine Vorteile', 'Gutscheine (3 verfügbar)', '/account/coupons/overview'],
    ['Meine Vorteile', 'Sparplan', '/account/savingsplan/overview'],
  ])('in "%s" labels the link "%s" and links it to %s', async (sectionName, linkName, href) => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(true), 3)), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();
    expect(within(section(sectionName)).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it('asks for this customer’s flags, then for the balance because the bonus shop link shows', async () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();
    expect(backend.requests.map((request) => request.url.pathname)).toEqual([
      `/v1/customers/${CUSTOMER_ID}/account-overview`,
      `/v1/customers/${CUSTOMER_ID}/bonus-points/balance`,
    ]);
  });

  it('shows the orders at once and a loading status for the rest while the flags are loading', async () => {
    const flagsAnswer = deferred<ReplyFor<typeof OVERVIEW>>();
    fakeBackend({ [OVERVIEW]: () => flagsAnswer.promise, [BALANCE]: () => noContent() });
    renderAccountPage();

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ihre Kontodaten werden geladen …');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(hrefsOf('Meine Bestellungen')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Persönliche Daten' })).not.toBeInTheDocument();

    await act(async () => flagsAnswer.resolve(json(overview())));
    await waitForSettled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(section('Persönliche Daten')).toBeInTheDocument();
    expect(section('Meine Vorteile').parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('says the balance is loading next to the bonus shop link while it loads', async () => {
    const balanceAnswer = deferred<ReplyFor<typeof BALANCE>>();
    fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => balanceAnswer.promise });
    renderAccountPage();

    const bonusShop = await screen.findByRole('link', { name: 'Bonusshop' });
    expect(bonusShop).toHaveAccessibleDescription('Punktestand wird geladen …');

    await act(async () => balanceAnswer.resolve(json({ balanceActive: 7 })));
    expect(await screen.findByText('7 Bonuspunkte')).toBeInTheDocument();
  });
});
