import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { createLocalConfig } from '@storefront/platform/local-config';
import {
  clearAllCookies,
  deferred,
  fakeBackend,
  httpError,
  noContent,
  setUpPlatform,
  type FakeBackend,
  type RecordedRequest,
  type ReplyFor,
} from '@storefront/test-support';
import { Header } from './Header';
import { spyOnLocation } from './location-spy';

const withoutOwnBrand = NAVIGATION_LINKS.filter((link) => link.fragment !== 'mf-own-brand');

const BFF = 'https://www.zooplus.de/api/bff';
const COLLECTOR = 'https://errors.example.test/collector/errors';
const LOGIN = 'POST /session/login';

let backend: FakeBackend;
let reload: jest.SpyInstance;

beforeEach(() => {
  const local = createLocalConfig();
  setUpPlatform({ apiBasePaths: { ...local.apiBasePaths, bff: BFF }, errorReportingUrl: COLLECTOR });
  backend = fakeBackend({
    [LOGIN]: () => noContent(),
    'POST /session/logout': () => noContent(),
    'POST /collector/errors': () => noContent(),
  });
  reload = spyOnLocation('reload');
});

afterEach(() => clearAllCookies());

function sentRequest(): RecordedRequest {
  const request = backend.requests[0];
  if (!request) throw new Error('no request sent');
  return request;
}

describe('Header', () => {
  it('links home and to the account, and to own brands only when that fragment exists', () => {
    const { rerender } = render(<Header links={withoutOwnBrand} loggedIn={false} />);
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(navigation).toHaveTextContent('Startseite');
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'zooplus Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Eigenmarken' })).not.toBeInTheDocument();
    rerender(<Header links={NAVIGATION_LINKS} loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Eigenmarken' })).toHaveAttribute('href', '/eigenmarken');
  });

  it('offers "Anmelden" when logged out', () => {
    render(<Header links={withoutOwnBrand} loggedIn={false} />);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByText('Angemeldet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
  });

  it('shows "Angemeldet" and "Abmelden" when logged in', () => {
    render(<Header links={withoutOwnBrand} loggedIn />);
    expect(screen.getByText('Angemeldet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('"Anmelden" POSTs /session/login to the BFF base path and reloads the page', async () => {
    render(<Header links={withoutOwnBrand} loggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(backend.requests).toHaveLength(1);
    const request = sentRequest();
    expect(request.url.href).toBe(`${BFF}/session/login`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-caller')).toBe('pet-storefront-web/shell');
    expect(request.body).toEqual({ customer: 'default' });
  });

  it('disables "Anmelden" while the log-in is under way and the page reloads after it', async () => {
    const login = deferred<ReplyFor<typeof LOGIN>>();
    backend.on(LOGIN, () => login.promise);
    render(<Header links={withoutOwnBrand} loggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled());
    login.resolve(noContent());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  });

  it('reports a failed log-in, does not reload and enables the button again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.on(LOGIN, () => httpError(503));
    render(<Header links={withoutOwnBrand} loggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled());
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('503'), expect.objectContaining({ operation: 'logIn' }));
    expect(backend.to('POST /collector/errors').map((report) => [report.url.href, report.method])).toEqual([[COLLECTOR, 'POST']]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Abmelden" POSTs /session/logout to the BFF and reloads the page', async () => {
    render(<Header links={withoutOwnBrand} loggedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentRequest().url.href).toBe(`${BFF}/session/logout`);
    expect(sentRequest().method).toBe('POST');
  });
});
