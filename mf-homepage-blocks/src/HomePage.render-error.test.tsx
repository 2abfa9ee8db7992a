import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorReport } from '@storefront/platform';
import { clearAllCookies, collectReports, setUpPlatform } from '@storefront/test-support';
import { HomePage } from './HomePage';
import { contentBackend, contentModel } from './test-support/content-backend';

// A promo bar that throws while rendering when its title says so; everything else about the page is real.
jest.mock('./blocks/promo-bar/PromoBar', () => {
  const actual = jest.requireActual<typeof import('./blocks/promo-bar/PromoBar')>('./blocks/promo-bar/PromoBar');
  return {
    PromoBar: (props: Parameters<typeof actual.PromoBar>[0]) => {
      if (props.model.title === 'kaputt') throw new Error('Promo bar kaputt');
      return actual.PromoBar(props);
    },
  };
});

// The recommendation slider block throws while rendering: the component it renders fails before its own boundary.
jest.mock('@storefront/ui', () => {
  const actual = jest.requireActual<typeof import('@storefront/ui')>('@storefront/ui');
  const RemoteComponent: typeof actual.RemoteComponent = (props) => {
    if (props.id === 'mf_recommendations/HomeRecommendations') throw new Error('Empfehlungen kaputt');
    return actual.RemoteComponent(props);
  };
  return { ...actual, RemoteComponent };
});

const LAYOUT = [
  { id: 'promo-bar', contentType: 'PromoBar' },
  { id: 'terms', contentType: 'TermsTextBlock' },
  { id: 'login', contentType: 'LoginOrReorderButton' },
];
const brokenPromo = contentModel('PromoBar', 'promo-bar', { title: 'kaputt', promoType: 'info' });
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });
const login = contentModel('LoginOrReorderButton', 'login', { loginLabel: 'Jetzt anmelden', reorderLabel: 'Erneut bestellen' });

let reports: ErrorReport[];

beforeEach(() => {
  clearAllCookies();
  reports = collectReports();
  contentBackend(LAYOUT, { 'promo-bar': brokenPromo, terms, login });
});

describe('a block that throws while rendering', () => {
  it('renders an empty placeholder for that block only and is reported (production)', async () => {
    setUpPlatform({ environment: 'production' });
    const { container } = render(<HomePage />);
    await screen.findByText('Alle Preise inkl. MwSt.');
    await screen.findByRole('link', { name: 'Jetzt anmelden' });
    await waitFor(() => expect(reports.map((report) => report.message)).toContain('Promo bar kaputt'));
    const placeholder = container.querySelector('[data-block-error="PromoBar:promo-bar"]');
    expect(placeholder).toBeInTheDocument();
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder).not.toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESET' })).not.toBeInTheDocument();
    expect(reports.find((report) => report.message === 'Promo bar kaputt')?.context).toMatchObject({ block: 'PromoBar:promo-bar' });
  });

  it('shows the message, the stack and a RESET button in development builds, for that block only', async () => {
    setUpPlatform({ environment: 'development' });
    render(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Promo bar kaputt');
    expect(alert.querySelector('pre')?.textContent).toContain('Error: Promo bar kaputt');
    await waitFor(() => expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'RESET' }));
    // The model still throws, so RESET renders the block again and the fallback comes back.
    expect(await screen.findByRole('alert')).toHaveTextContent('Promo bar kaputt');
  });
});

describe('a recommendation slider that throws while rendering', () => {
  it('leaves its empty hidden marker, no error box and no RESET button even in development builds; the other blocks render', async () => {
    setUpPlatform({ environment: 'development' });
    contentBackend([{ id: 'slider', contentType: 'RecommendationSlider' }, ...LAYOUT.slice(1)], {
      slider: contentModel('RecommendationSlider', 'slider', { index: 0 }),
      terms,
      login,
    });
    const { container } = render(<HomePage />);
    await waitFor(() => expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeVisible());
    expect(await screen.findByRole('link', { name: 'Jetzt anmelden' })).toBeVisible();
    await waitFor(() => expect(reports.map((report) => report.message)).toContain('Empfehlungen kaputt'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RESET' })).not.toBeInTheDocument();
    const marker = container.querySelector('[data-recommendation-slider-error]');
    expect(marker).toBeInTheDocument();
    expect(marker).toBeEmptyDOMElement();
    expect(marker).not.toBeVisible();
  });
});
