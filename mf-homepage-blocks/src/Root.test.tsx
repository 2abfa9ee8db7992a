import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import type { ErrorReport } from '@storefront/platform';
import { clearAllCookies, collectReports, json, provideRemoteModule, setUpPlatform, untilSettled } from '@storefront/test-support';
import { lazyBlockFor } from './pipeline/block-registry';
import { Root } from './Root';
import { contentBackend } from './test-support/content-backend';
import { fakeProductCarousel } from './test-support/fake-product-carousel';
import { scrollWindowTo } from './test-support/scroll-window';
import { sampleHomepageLayout, servedSampleBlock } from './test-support/sample-data';

/** The recommendations fragment as far as this page needs it: it shows its container at once. */
function HomeRecommendations({ index, onSettled }: HomeRecommendationsProps) {
  useEffect(() => onSettled?.('shown'), [onSettled]);
  return <p>Empfehlungen {String(index)}</p>;
}

/** The sample data as the server answers it (relative dates resolved). */
function servedSampleBlocks(ids: string[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(ids.map((id) => [id, servedSampleBlock(id)]));
}

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  window.history.replaceState(null, '', '/');
  reports = collectReports();
  provideRemoteModule('mf_recommendations/HomeRecommendations', { default: HomeRecommendations });
  fakeProductCarousel();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the homepage on the sample data', () => {
  it('shows every block of the sample layout in the order of the layout, with German text and one h1', async () => {
    const layout = sampleHomepageLayout().blocks;
    const registered = layout.filter((reference) => lazyBlockFor(reference.contentType));
    contentBackend(layout, servedSampleBlocks(registered.map((reference) => reference.id))).on(
      'GET /v1/shop/redirect/options/{domain}/{locale}/{language}',
      () => json({ options: [], locResources: { title: 'Besuchen Sie unseren Shop für {0}?', goTo: 'Weiter zu {0}', stayAt: 'Auf {0} bleiben' } }),
    );
    const { container } = render(<Root />);
    // The whole layout and every block model go through the fake backend first: wait for the page to settle (cheap
    // checks), then look at it as a shopper does, once.
    await untilSettled(container);
    // the go-to-top button's code comes with the first scroll
    scrollWindowTo(1);
    const shown = () => Array.from(container.querySelectorAll('[data-block-id]:not([hidden])'), (element) => element.getAttribute('data-block-id'));
    await untilSettled(container, () => expect(shown()).toEqual(registered.map((reference) => reference.id)));
    expect(screen.getByRole('heading', { level: 1, name: 'Tierbedarf & Tierfutter online kaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' })).toBeInTheDocument();
    expect(screen.getByText(/Gratis Versand ab 49 € – und bis Sonntag/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tierbedarf online kaufen bei zooplus' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Black Week: bis zu 30 % Rabatt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt sparen' })).toHaveAttribute('href', '/shop/angebote/black_week');
    const faq = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { '@type'?: string };
    expect(faq['@type']).toBe('FAQPage');
    expect(reports).toEqual([]);
  });
});
