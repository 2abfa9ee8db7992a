import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureLocalPlatform } from '@storefront/platform';
import { CUSTOMER_ID, flags, logIn, logOut, overview } from '../test/account-fixtures';
import { json, noContent, pending, requestedPaths, stubAccountFetch } from '../test/http-stub';
import { hrefsOf, renderAccountPage, section, waitForSettled } from '../test/render-page';

beforeEach(() => {
  configureLocalPlatform();
});

afterEach(() => {
  logOut();
});

describe('logged out', () => {
  it('asks the shopper to log in and requests no account data', () => {
    const fetchSpy = stubAccountFetch({ overview: json(overview()), balance: noContent() });
    renderAccountPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bitte melden Sie sich an' })).toBeInTheDocument();
    expect(
      screen.getByText('Melden Sie sich an, um Ihre Bestellungen, persönlichen Daten und Vorteile zu sehen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('treats a shop user id without a customer id as logged out', () => {
    document.cookie = 'zt_id=U-2002; path=/';
    const fetchSpy = stubAccountFetch({ overview: json(overview()) });
    renderAccountPage();
    expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
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
    const fetchSpy = stubAccountFetch({});
    const loginRequests = jest.fn();
    window.addEventListener('storefront:login-request', loginRequests);
    try {
      renderAccountPage();
      await useButton(userEvent.setup());
      expect(loginRequests).toHaveBeenCalledTimes(1);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('storefront:login-request', loginRequests);
    }
  });
});

describe('logged in', () => {
  beforeEach(() => logIn());

  it('shows the three link sections with the spec’s routes', async () => {
    stubAccountFetch({ overview: json(overview(flags(true), 3)), balance: json({ balanceActive: 1250 }) });
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
    expect(hrefsOf('Meine Vorteile')).toEqual([
      '/account/bonuspoints/products/overview',
      '/account/coupons/overview',
      '/account/savingsplan/overview',
    ]);
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
    stubAccountFetch({ overview: json(overview(flags(true), 3)), balance: noContent() });
    renderAccountPage();
    await waitForSettled();
    expect(within(section(sectionName)).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
  });

  it('asks for this customer’s flags, then for the balance because the bonus shop link shows', async () => {
    const fetchSpy = stubAccountFetch({ overview: json(overview()), balance: noContent() });
    renderAccountPage();
    await waitForSettled();
    expect(requestedPaths(fetchSpy)).toEqual([
      `/v1/customers/${CUSTOMER_ID}/account-overview`,
      `/v1/customers/${CUSTOMER_ID}/bonus-points/balance`,
    ]);
  });

  it('shows the orders at once and a loading status for the rest while the flags are loading', async () => {
    const flagsAnswer = pending();
    stubAccountFetch({ overview: flagsAnswer.answer, balance: noContent() });
    renderAccountPage();

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ihre Kontodaten werden geladen …');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(hrefsOf('Meine Bestellungen')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Persönliche Daten' })).not.toBeInTheDocument();

    await act(async () => flagsAnswer.resolve(json(overview())()));
    await waitForSettled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(section('Persönliche Daten')).toBeInTheDocument();
    expect(section('Meine Vorteile').parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('says the balance is loading next to the bonus shop link while it loads', async () => {
    const balanceAnswer = pending();
    stubAccountFetch({ overview: json(overview()), balance: balanceAnswer.answer });
    renderAccountPage();

    const bonusShop = await screen.findByRole('link', { name: 'Bonusshop' });
    expect(bonusShop).toHaveAccessibleDescription('Punktestand wird geladen …');

    await act(async () => balanceAnswer.resolve(json({ balanceActive: 7 })()));
    expect(await screen.findByText('7 Bonuspunkte')).toBeInTheDocument();
  });
});
