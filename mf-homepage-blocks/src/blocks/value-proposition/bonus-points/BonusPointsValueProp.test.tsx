import { render, screen, waitFor } from '@testing-library/react';
import { FEATURE_FLAGS } from '@storefront/platform';
import { deferred, emptyResponse, fakeBackend, jsonResponse, type SeenRequest } from '../../../test-support/fake-backend';
import { clearAllCookies, collectReports, logIn, setUpPlatform } from '../../../test-support/platform';
import type { ValuePropositionItemModel } from '../value-proposition-model';
import { BonusPointsValueProp } from './BonusPointsValueProp';

const item: ValuePropositionItemModel = {
  type: 'bonusPoints',
  title: 'zooPunkte sammeln bei jeder Bestellung',
  urlText: 'Zum Bonusprogramm',
  urlLink: '/zooclub/overview',
};
const BALANCE_PATH = '/v1/customers/53284711/bonus-points/balance';
const toggleOn = { featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'true' } };

let collected: ReturnType<typeof collectReports>;

beforeEach(() => {
  clearAllCookies();
  collected = collectReports();
});

afterEach(() => collected.stop());

function answerBalance(answer: () => Response | Promise<Response>): SeenRequest[] {
  return fakeBackend((request) => (request.url.pathname === BALANCE_PATH ? answer() : undefined));
}

describe('bonus-points value prop, new-customer variant', () => {
  it('is shown when logged out, with the loyalty link, and asks for no balance', () => {
    setUpPlatform(toggleOn);
    const seen = answerBalance(() => jsonResponse({ balanceActive: 1250 }));
    render(<BonusPointsValueProp item={item} />);
    expect(screen.getByText('zooPunkte sammeln bei jeder Bestellung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
    expect(seen).toEqual([]);
  });

  it('is shown when logged in but the feature toggle is off', () => {
    setUpPlatform({ featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'false' } });
    logIn();
    const seen = answerBalance(() => jsonResponse({ balanceActive: 1250 }));
    render(<BonusPointsValueProp item={item} />);
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
    expect(screen.queryByText(/Sie haben/)).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});

describe('bonus-points value prop, existing-customer variant (logged in, toggle on)', () => {
  beforeEach(() => {
    setUpPlatform(toggleOn);
    logIn('53284711');
  });

  it('shows the loading text while the balance is on its way, then the points with the bonus shop link', async () => {
    const answer = deferred<Response>();
    const seen = answerBalance(() => answer.promise);
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Ihr Bonuspunkte-Stand wird geladen …')).toBeInTheDocument();
    answer.resolve(jsonResponse({ balanceActive: 1250 }));
    expect(await screen.findByText('Sie haben 1.250 Bonuspunkte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Prämien einlösen' })).toHaveAttribute('href', '/account/bonuspoints/products/overview');
    expect(screen.queryByText('Ihr Bonuspunkte-Stand wird geladen …')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-homepage-blocks');
  });

  it('treats 204 as a balance of 0: the without-points text and the bonus overview link', async () => {
    answerBalance(() => emptyResponse(204));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Sammeln Sie mit jeder Bestellung Bonuspunkte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'So funktionieren Bonuspunkte' })).toHaveAttribute('href', '/account/bonuspoints/overview');
  });

  it('links to the bonus overview when the balance is 0', async () => {
    answerBalance(() => jsonResponse({ balanceActive: 0 }));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByRole('link', { name: 'So funktionieren Bonuspunkte' })).toHaveAttribute('href', '/account/bonuspoints/overview');
    expect(screen.queryByRole('link', { name: 'Jetzt Prämien einlösen' })).not.toBeInTheDocument();
  });

  it('shows the generic text and link when the balance call fails, and reports the failure with its status', async () => {
    answerBalance(() => jsonResponse({ message: 'Fehler' }, 500));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Bonuspunkte sammeln und Prämien sichern')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/account/bonuspoints/overview');
    await waitFor(() => expect(collected.reports).toHaveLength(1));
    expect(collected.reports[0]?.context).toMatchObject({ operation: 'getBonusPointsBalance', status: 500 });
  });

  it('shows the generic text when the balance answer has no number, and reports it', async () => {
    answerBalance(() => jsonResponse({ balanceActive: 'viele' }));
    render(<BonusPointsValueProp item={item} />);
    expect(await screen.findByText('Bonuspunkte sammeln und Prämien sichern')).toBeInTheDocument();
    expect(collected.reports.map((report) => report.message)).toEqual(['Bonus points balance response has no numeric balanceActive']);
  });
});
