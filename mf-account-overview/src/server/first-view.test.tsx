import { act } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FirstViewRequest, StorefrontConfig } from '@storefront/contracts';
import { LOGIN_REQUEST_EVENT, type ErrorReport } from '@storefront/platform';
import {
  clearAllCookies,
  collectReports,
  fakeBackend,
  json,
  logIn,
  noContent,
  putFirstViewIntoDocument,
  setUpPlatform,
  setViewportWidth,
  type FakeBackend,
} from '@storefront/test-support';
import { BALANCE, CUSTOMER_ID, overview, OVERVIEW, SHOP_USER_ID } from '../../test/account-fixtures';
import { waitForSettled } from '../../test/render-page';
import { OVERVIEW_LOADING_TEXT } from '../AccountSections';
import { accountFirstView } from '../first-view/account-first-view';
import { prepareFirstView } from '../first-view/prepare-first-view';
import { Root } from '../Root';
import { renderFirstView } from './first-view';

const LOGIN_HEADING = 'Bitte melden Sie sich an';

let config: StorefrontConfig;
let backend: FakeBackend;
let reports: ErrorReport[];
let root: ReactRoot | undefined;

beforeEach(() => {
  config = setUpPlatform();
  reports = collectReports();
  backend = fakeBackend({ [OVERVIEW]: () => json(overview()), [BALANCE]: () => noContent() });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  accountFirstView.provide(undefined);
  clearAllCookies();
  document.body.innerHTML = '';
});

function render(request: Partial<FirstViewRequest> = {}) {
  return renderFirstView({ pathname: '/account', search: '', device: 'mobile', config, cookies: {}, ...request });
}

async function hydrate(): Promise<unknown[]> {
  prepareFirstView();
  expect(accountFirstView.has()).toBe(true);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(document.getElementById('slot') as HTMLElement, <Root />, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe("the account page's first view rendered on the server", () => {
  it('asks a logged-out shopper to log in, and asks for nothing', async () => {
    const view = await render({ cookies: { zt_id: SHOP_USER_ID } });
    expect(view?.state).toEqual({ device: 'mobile', customerId: null });
    document.body.innerHTML = view?.html ?? '';
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: LOGIN_HEADING })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('shows a logged-in customer the orders links, the flagged sections loading (the browser asks for them)', async () => {
    const view = await render({ cookies: { cid: CUSTOMER_ID, zt_id: SHOP_USER_ID } });
    expect(view?.state).toEqual({ device: 'mobile', customerId: CUSTOMER_ID });
    document.body.innerHTML = view?.html ?? '';
    expect(screen.getByRole('navigation', { name: 'Meine Bestellungen' })).toBeInTheDocument();
    expect(screen.getByText(OVERVIEW_LOADING_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).toBeNull();
    expect(backend.requests).toEqual([]);
  });

  it('renders none for another path', async () => {
    expect(await render({ pathname: '/eigenmarken' })).toBeUndefined();
  });
});

describe("the browser taking over the server's first view", () => {
  it('hydrates the log-in prompt as it is, and its button asks the shell to log in', async () => {
    const view = await render();
    putFirstViewIntoDocument('mf-account-overview', view?.html ?? '', view?.state);
    const serverButton = screen.getByRole('button', { name: 'Zur Anmeldung' });
    expect(await hydrate()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Zur Anmeldung' })).toBe(serverButton);
    const loginRequests = jest.fn();
    window.addEventListener(LOGIN_REQUEST_EVENT, loginRequests);
    await userEvent.setup().click(serverButton);
    window.removeEventListener(LOGIN_REQUEST_EVENT, loginRequests);
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(accountFirstView.has()).toBe(false);
  });

  it.each([1440, 768])("hydrates a customer's responsive first view in a window %i px wide as it is", async (width) => {
    setViewportWidth(width);
    logIn(CUSTOMER_ID, SHOP_USER_ID);
    const view = await render({ device: 'responsive', cookies: { cid: CUSTOMER_ID, zt_id: SHOP_USER_ID } });
    expect(view?.state).toEqual({ device: 'responsive', customerId: CUSTOMER_ID });
    putFirstViewIntoDocument('mf-account-overview', view?.html ?? '', view?.state);
    const orders = screen.getByRole('navigation', { name: 'Meine Bestellungen' });
    expect(await hydrate()).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Meine Bestellungen' })).toBe(orders);
    await waitForSettled();
    expect(backend.to(OVERVIEW)).toHaveLength(1);
  });

  it("hydrates a customer's page as it is, then loads the flagged sections once", async () => {
    logIn(CUSTOMER_ID, SHOP_USER_ID);
    const view = await render({ cookies: { cid: CUSTOMER_ID, zt_id: SHOP_USER_ID } });
    putFirstViewIntoDocument('mf-account-overview', view?.html ?? '', view?.state);
    const orders = screen.getByRole('navigation', { name: 'Meine Bestellungen' });
    expect(await hydrate()).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Meine Bestellungen' })).toBe(orders);
    await waitForSettled();
    expect(screen.getByRole('navigation', { name: 'Persönliche Daten' })).toBeInTheDocument();
    expect(backend.to(OVERVIEW)).toHaveLength(1);
  });

  it("follows the browser's cookies when they name another shopper than the server rendered for", async () => {
    const view = await render({ cookies: { cid: CUSTOMER_ID } });
    putFirstViewIntoDocument('mf-account-overview', view?.html ?? '', view?.state);
    await hydrate();
    expect(await screen.findByRole('heading', { level: 2, name: LOGIN_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meine Bestellungen' })).toBeNull();
  });

  it('provides nothing to hydrate without a state, or with a malformed one (reported)', () => {
    prepareFirstView();
    expect(accountFirstView.has()).toBe(false);
    putFirstViewIntoDocument('mf-account-overview', '<h1>Mein Konto</h1>', { device: 'mobile', customerId: 42 });
    prepareFirstView();
    expect(accountFirstView.has()).toBe(false);
    expect(reports.map((report) => report.message)).toEqual(['The first view state in the document is malformed']);
  });
});
