import { render, screen, within } from '@testing-library/react';
import { FEATURE_FLAGS } from '@storefront/platform';
import * as v from 'valibot';
import { clearAllCookies, fakeBackend, httpError, json, logIn, setUpPlatform } from '@storefront/test-support';
import { sampleBlock } from '../../test-support/sample-data';
import { valuePropositionStripSchema } from './value-proposition-model';
import { ValuePropositionStrip } from './ValuePropositionStrip';

const model = v.parse(valuePropositionStripSchema, sampleBlock('value-proposition-strip'));

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
});

describe('ValuePropositionStrip', () => {
  it('has the title as the only h1 and labels its region with it', () => {
    render(<ValuePropositionStrip model={model} blockId="value-proposition-strip" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tierbedarf & Tierfutter online kaufen');
    expect(screen.getByRole('region', { name: 'Tierbedarf & Tierfutter online kaufen' })).toBeInTheDocument();
  });

  it('shows the left, middle and right items in that order with their links', () => {
    render(<ValuePropositionStrip model={model} blockId="value-proposition-strip" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Spar-Abo: dauerhaft 5 % sparen',
      'zooPunkte sammeln bei jeder Bestellung',
      'Persönliche Empfehlungen für Ihr Tier',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Mehr zum Spar-Abo' })).toHaveAttribute('href', '/account/autoshipment');
    expect(within(items[2]!).getByRole('link', { name: 'Tierprofil anlegen' })).toHaveAttribute('href', '/account/mypetprofile');
  });

  it('shows the bonus-points item with the balance for a logged-in customer when the toggle is on', async () => {
    setUpPlatform({ featureFlags: { [FEATURE_FLAGS.bonusPointsExistingCustomer]: 'true' } });
    logIn('53284711');
    fakeBackend({
      'GET /v1/customers/{customerId}/bonus-points/balance': ({ params }) =>
        params.customerId === '53284711' ? json({ balanceActive: 1250 }) : httpError(404),
    });
    render(<ValuePropositionStrip model={model} blockId="value-proposition-strip" />);
    const middle = screen.getAllByRole('listitem')[1]!;
    expect(await within(middle).findByText('Sie haben 1.250 Bonuspunkte')).toBeInTheDocument();
    expect(within(middle).getByRole('link', { name: 'Jetzt Prämien einlösen' })).toHaveAttribute('href', '/account/bonuspoints/products/overview');
  });

  it('shows the new-customer bonus-points item with the loyalty link when logged out', () => {
    render(<ValuePropositionStrip model={model} blockId="value-proposition-strip" />);
    const middle = screen.getAllByRole('listitem')[1]!;
    expect(within(middle).getByRole('link', { name: 'Zum Bonusprogramm' })).toHaveAttribute('href', '/zooclub/overview');
  });

  it('renders an item without a link when its target is unsafe', () => {
    render(<ValuePropositionStrip model={{ ...model, left: { ...model.left, urlLink: 'javascript:alert(1)' } }} blockId="value-proposition-strip" />);
    expect(screen.getByText('Spar-Abo: dauerhaft 5 % sparen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mehr zum Spar-Abo' })).not.toBeInTheDocument();
  });

  it('refuses a model without title or with a missing item', () => {
    const { right: _right, ...withoutRight } = model;
    expect(v.safeParse(valuePropositionStripSchema, withoutRight).success).toBe(false);
    expect(v.safeParse(valuePropositionStripSchema, { ...model, title: '' }).success).toBe(false);
  });
});
