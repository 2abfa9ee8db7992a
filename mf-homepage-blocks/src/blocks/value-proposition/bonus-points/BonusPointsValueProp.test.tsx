import { render, screen, waitFor } from '@testing-library/react';
import { FEATURE_FLAGS, type ErrorReport } from '@storefront/platform';
import {
  clearAllCookies,
  collectReports,
  deferred,
  fakeBackend,
  httpError,
  json,
  logIn,
  noContent,
  raw,
  setUpPlatform,
  type RecordedRequest,
  type ReplyFor,
} from '@storefront/test-support';
import type { ValuePropositionItemModel } from '../value-proposition-model';
import { BonusPointsValueProp } from './BonusPointsValueProp';

const item: ValuePropositionItemModel = {
  type: 'bonusPoints',
  title: 'zooPunkte sammeln bei jeder Bestellung',
  urlText: 'Zum Bonusprogramm',
  urlLink: '/zooclub/overview',
};
const BALANCE = 'GET /v1/customers/{customerId}/bonus-points/balance';
const CUSTOMER_ID = '53284711';
const toggleOn = { featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'true' } };

let reports: ErrorReport[];

beforeEach(() => {
  clearAllCookies();
  reports = collectReports();
});

type BalanceReply = ReplyFor<typeof BALANCE>;

/** The balance API answering for the logged-in customer; the requests it saw. */
function answerBalance(answer: () => BalanceReply | Promise<BalanceReply>): readonly RecordedRequest[] {
  return fakeBackend({ [BALANCE]: ({ params }) => (params.customerId === CUSTOMER_ID ? answer() : httpError(404)) }).requests;
}

describe('bonus-points value prop, new-customer variant', () => {
  it('is shown when logged out, with the loyalty link, and asks for no balance', () => {
    setUpPlatform(toggleOn);
    const seen = answerBalance(() => json({ balanceActive: 1250 }));
    render(<BonusPointsValueProp item={item} />);
    expect(screen.getByText('zooPunkte sammeln bei jeder Bestellung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
    expect(seen).toEqual([]);
  });

  it('is shown when logged in but the feature toggle is off', () => {
    setUpPlatform({ featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'false' } });
    logIn(CUSTOMER_ID);
    const seen = answerBalance(() => json({ balanceActive: 1250 }));
    render(<BonusPointsValueProp item={item} />);
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
    expect(screen.queryByText(/Sie haben/)).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('bonus-points value prop, existing-customer variant (logged in, toggle on)', () => {
  beforeEach(() => {
    setUpPlatform(toggleOn);
    logIn(CUSTOMER_ID);
  });

  it('shows the loading text while the balance is on its way, then the points with the bonus shop link', async () => {
    const answer = deferred<BalanceReply>();
    const seen = answerBalance(() => answer.promise);
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Ihr Bonuspunkte-Stand wird geladen …')).toBeInTheDocument();
    answer.resolve(json({ balanceActive: 1250 }));
    expect(await screen.findByText('Sie haben 1.250 Bonuspunkte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Prämien einlösen' })).toHaveAttribute('href', '/account/bonuspoints/products/overview');
    expect(screen.queryByText('Ihr Bonuspunkte-Stand wird geladen …')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-homepage-blocks');
  });

  it('treats 204 as a balance of 0: the without-points text and the bonus overview link', async () => {
    answerBalance(() => noContent());
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Sammeln Sie mit jeder Bestellung Bonuspunkte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'So funktionieren Bonuspunkte' })).toHaveAttribute('href', '/account/bonuspoints/overview');
  });

  it('links to the bonus overview when the balance is 0', async () => {
    answerBalance(() => json({ balanceActive: 0 }));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByRole('link', { name: 'So funktionieren Bonuspunkte' })).toHaveAttribute('href', '/account/bonuspoints/overview');
    expect(screen.queryByRole('link', { name: 'Jetzt Prämien einlösen' })).not.toBeInTheDocument();
  });

  it.each([
    ['with points', () => json({ balanceActive: 1250 }), 'Sie haben 1.250 Bonuspunkte'],
    ['without points', () => noContent(), 'Sammeln Sie mit jeder Bestellung Bonuspunkte'],
    ['failed', () => httpError(500), 'Bonuspunkte sammeln und Prämien sichern'],
  ] as const)('keeps the room of its longest title and link from loading on, in the same element, %s', async (_state, reply, shownText) => {
    const answer = deferred<BalanceReply>();
    answerBalance(() => answer.promise);
    render(<BonusPointsValueProp item={item} />);
    const loading = screen.getByText('Ihr Bonuspunkte-Stand wird geladen …');
    const itemElement = loading.parentElement as HTMLElement;
    // The lines the stylesheet keeps (unseen: no text of the page, nothing a screen reader reads).
    const reserved = { 'data-reserve-title': 'Sammeln Sie mit jeder Bestellung Bonuspunkte', 'data-reserve-link': 'So funktionieren Bonuspunkte' };
    const reservedOf = (element: HTMLElement) => Object.fromEntries(Object.keys(reserved).map((name) => [name, element.getAttribute(name)]));
    expect(reservedOf(itemElement)).toEqual(reserved);
    expect(itemElement).toHaveAttribute('aria-busy', 'true');
    answer.resolve(reply());
    expect((await screen.findByText(shownText)).parentElement).toBe(itemElement);
    expect(reservedOf(itemElement)).toEqual(reserved);
    expect(itemElement).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the generic text and link when the balance call fails, and reports the failure with its status', async () => {
    answerBalance(() => httpError(500));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Bonuspunkte sammeln und Prämien sichern')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/account/bonuspoints/overview');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.context).toMatchObject({ operation: 'getBonusPointsBalance', status: 500 });
  });

  it('shows the generic text when the balance answer has no number, and reports it', async () => {
    answerBalance(() => raw({ balanceActive: 'viele' }));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Bonuspunkte sammeln und Prämien sichern')).toBeInTheDocument();
    expect(reports.map((report) => report.message)).toEqual([
      'getBonusPointsBalance answered a malformed body: balanceActive: Invalid type: Expected number but received "viele"',
    ]);
  });
});
