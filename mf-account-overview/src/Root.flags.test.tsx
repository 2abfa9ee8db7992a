import { screen, within } from '@testing-library/react';
import type { DisplayFlagName } from './account-api';
import { clearAllCookies, fakeBackend, json, logIn, noContent, setUpPlatform } from '@storefront/test-support';
import { BALANCE, CUSTOMER_ID, flags, overview, OVERVIEW, SHOP_USER_ID } from '../test/account-fixtures';
import { hrefsOf, renderAccountPage, section, waitForSettled } from '../test/render-page';

beforeEach(() => {
  setUpPlatform();
  logIn(CUSTOMER_ID, SHOP_USER_ID);
});

afterEach(() => clearAllCookies());

/** Every flagged link of the spec, written out here independently of the links table. */
const FLAGGED_LINKS: Array<{ flag: DisplayFlagName; section: string; name: string; href: string }> = [
  { flag: 'customerData', section: 'Persönliche Daten', name: 'Kundendaten', href: '/account/customer/overview' },
  { flag: 'newsletter', section: 'Persönliche Daten', name: 'Newsletter-Einstellungen', href: '/account/newsletter' },
  { flag: 'petProfile', section: 'Persönliche Daten', name: 'Mein Tierprofil', href: '/account/mypetprofile' },
  { flag: 'services', section: 'Persönliche Daten', name: 'Services', href: '/services' },
  { flag: 'productPhotos', section: 'Persönliche Daten', name: 'Meine Produktfotos', href: '/account/productphotos' },
  { flag: 'customerCare', section: 'Persönliche Daten', name: 'Kundenservice', href: '/contact_us' },
  { flag: 'bonusPoints', section: 'Meine Vorteile', name: 'Bonusshop', href: '/account/bonuspoints/products/overview' },
  { flag: 'coupons', section: 'Meine Vorteile', name: 'Gutscheine (2 verfügbar)', href: '/account/coupons/overview' },
  { flag: 'savingsPlan', section: 'Meine Vorteile', name: 'Sparplan', href: '/account/savingsplan/overview' },
];

const ORDER_ROUTES = ['/account/orders/overview', '/account/autoshipment', '/account/wishlist'];

function allHrefs(): Array<string | null> {
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe.each(FLAGGED_LINKS)('display flag $flag', ({ flag, section: sectionName, name, href }) => {
  it(`on alone: shows only "${name}" (${href}) besides the orders`, async () => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(false, { [flag]: true }), 2)), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    expect(within(section(sectionName)).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(hrefsOf(sectionName)).toEqual([href]);
    expect(allHrefs()).toEqual([...ORDER_ROUTES, href]);
  });

  it(`off: hides "${name}" and shows every other link`, async () => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(true, { [flag]: false }), 2)), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(allHrefs()).not.toContain(href);
    const others = FLAGGED_LINKS.filter((link) => link.flag !== flag).map((link) => link.href);
    expect(allHrefs()).toEqual(expect.arrayContaining([...ORDER_ROUTES, ...others]));
    expect(allHrefs()).toHaveLength(ORDER_ROUTES.length + others.length);
  });
});

describe('all flags off', () => {
  it('shows only the orders section, and no empty section heading', async () => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(false), 2)), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    expect(screen.getAllByRole('navigation')).toEqual([section('Meine Bestellungen')]);
    expect(screen.queryByRole('heading', { name: 'Persönliche Daten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meine Vorteile' })).not.toBeInTheDocument();
    expect(allHrefs()).toEqual(ORDER_ROUTES);
  });
});

describe('bonus points flag', () => {
  it('off: the balance is not requested', async () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview(flags(true, { bonusPoints: false }))), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    expect(section('Meine Vorteile')).toBeInTheDocument();
    expect(backend.requests.map((request) => request.url.pathname)).toEqual(['/v1/customers/C-1001/account-overview']);
    expect(screen.queryByText(/Bonuspunkt/)).not.toBeInTheDocument();
  });
});
