import { screen, within } from '@testing-library/react';
import { clearAllCookies, fakeBackend, json, logIn, noContent, setUpPlatform } from '@storefront/test-support';
import { BALANCE, CUSTOMER_ID, flags, overview, OVERVIEW, SHOP_USER_ID } from '../test/account-fixtures';
import { renderAccountPage, section, waitForSettled } from '../test/render-page';

beforeEach(() => {
  setUpPlatform();
  logIn(CUSTOMER_ID, SHOP_USER_ID);
});

afterEach(() => clearAllCookies());

describe('coupon badge', () => {
  it.each([0, 1, 3, 12])('shows %d on the coupons link, with an accessible label', async (count) => {
    fakeBackend({ [OVERVIEW]: () => json(overview(flags(true), count)), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    const coupons = within(section('Meine Vorteile')).getByRole('link', { name: `Gutscheine (${count} verfügbar)` });
    expect(coupons).toHaveAttribute('href', '/account/coupons/overview');
    const visibleCount = within(coupons).getByText(String(count));
    expect(visibleCount).toHaveAttribute('aria-hidden', 'true');
    expect(visibleCount.parentElement).toHaveClass('sf-account-badge');
  });
});

describe('bonus balance next to the bonus shop link', () => {
  it('shows 0 points when the balance call answers 204', async () => {
    fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => noContent() });
    renderAccountPage();
    await waitForSettled();

    const bonusShop = within(section('Meine Vorteile')).getByRole('link', { name: 'Bonusshop' });
    expect(bonusShop).toHaveAccessibleDescription('0 Bonuspunkte');
    expect(screen.getByText('0 Bonuspunkte')).toBeVisible();
  });

  it.each([
    [1250, '1.250 Bonuspunkte'],
    [1, '1 Bonuspunkt'],
  ])('shows a 200 balance of %d as "%s"', async (balanceActive, text) => {
    fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => json({ balanceActive }) });
    renderAccountPage();
    await waitForSettled();

    expect(screen.getByRole('link', { name: 'Bonusshop' })).toHaveAccessibleDescription(text);
  });
});
