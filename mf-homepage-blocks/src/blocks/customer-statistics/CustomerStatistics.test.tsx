import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { installFakeTracker } from '@storefront/test-support';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { expectImpressionOf, renderOnHomepage } from '../../test-support/render-on-homepage';
import { sampleBlock } from '../../test-support/sample-data';
import { CustomerStatistics } from './CustomerStatistics';
import { customerStatisticsSchema, type CustomerStatisticsModel } from './customer-statistics-model';

const model: CustomerStatisticsModel = {
  count: '11000000',
  subtitle: 'zufriedene Kundinnen und Kunden in ganz Europa',
  leftFeatureText: 'Über 8.000 Produkte für alle Haustiere',
  middleFeatureText: 'Gratis Versand ab 49 €',
  rightFeatureText: '30 Tage Rückgaberecht',
};

function renderStatistics(statistics: CustomerStatisticsModel = model) {
  return renderOnHomepage(<CustomerStatistics model={statistics} blockId="customer-statistics" />);
}

const features = () => within(screen.getByRole('region', { name: 'Ihre Vorteile' })).getAllByRole('group');

describe('CustomerStatistics', () => {
  it('heads the block with the count in German number format and the subtitle', () => {
    renderStatistics();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('11.000.000 zufriedene Kundinnen und Kunden in ganz Europa');
    expect(screen.getByRole('region', { name: '11.000.000 zufriedene Kundinnen und Kunden in ganz Europa' })).toContainElement(heading);
  });

  it('shows a count written in words as content wrote it', () => {
    renderStatistics({ ...model, count: '11 Mio.' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('11 Mio. zufriedene Kundinnen und Kunden in ganz Europa');
  });

  it('shows three feature cards in a carousel, each with its fixed icon and colour by position', () => {
    renderStatistics();
    const cards = features();
    expect(cards.map((card) => card.textContent)).toEqual(['Über 8.000 Produkte für alle Haustiere', 'Gratis Versand ab 49 €', '30 Tage Rückgaberecht']);
    const looks = cards.map((card) => {
      const feature = card.firstElementChild as HTMLElement;
      return [feature.className, feature.querySelector('svg')?.getAttribute('aria-hidden'), feature.querySelector('svg')?.innerHTML];
    });
    expect(looks.map(([className]) => className)).toEqual([
      'hp-statistics-feature hp-statistics-feature--left',
      'hp-statistics-feature hp-statistics-feature--middle',
      'hp-statistics-feature hp-statistics-feature--right',
    ]);
    expect(looks.map(([, hidden]) => hidden)).toEqual(['true', 'true', 'true']);
    // Three different icons.
    expect(new Set(looks.map(([, , icon]) => icon)).size).toBe(3);
  });

  it('keeps its icons and colours by position, whatever the texts say', () => {
    const looks = () => features().map((card) => [(card.firstElementChild as HTMLElement).className, card.querySelector('svg')?.innerHTML]);
    const { unmount } = renderStatistics();
    const byPosition = looks();
    unmount();
    renderStatistics({ ...model, leftFeatureText: '30 Tage Rückgaberecht', middleFeatureText: 'Über 8.000 Produkte', rightFeatureText: 'Gratis Versand' });
    expect(looks()).toEqual(byPosition);
  });

  it('leaves out a feature card without text', () => {
    renderStatistics({ ...model, middleFeatureText: ' ', rightFeatureText: null });
    expect(features().map((card) => card.textContent)).toEqual(['Über 8.000 Produkte für alle Haustiere']);
    expect(document.querySelector('.hp-statistics-feature--left')).toBeInTheDocument();
  });

  it('tracks the block as seen after the banner delay, under its content id', async () => {
    const tracker = installFakeTracker();
    renderStatistics();
    await waitFor(() => expect(tracker.observations).toHaveLength(1));
    const block = screen.getByRole('region', { name: '11.000.000 zufriedene Kundinnen und Kunden in ganz Europa' });
    expectImpressionOf(tracker, block, { name: 'customer_statistics', id: 'customer-statistics' }, BANNER_IMPRESSION_DELAY_MS);
  });

  // Spec section 9: customer statistics 1, 2 at 730, 3 at 1080 px.
  itScrollsBy(
    [
      [390, 1],
      [729, 1],
      [730, 2],
      [1079, 2],
      [1080, 3],
      [1440, 3],
    ],
    () => {
      renderStatistics();
      return screen.getByRole('region', { name: 'Ihre Vorteile' });
    },
  );

  it('accepts the sample data and refuses a model without a count', () => {
    const sample = sampleBlock('customer-statistics');
    expect(v.safeParse(customerStatisticsSchema, sample).success).toBe(true);
    expect(v.safeParse(customerStatisticsSchema, { ...sample, count: '' }).success).toBe(false);
    expect(v.safeParse(customerStatisticsSchema, { ...sample, count: undefined }).success).toBe(false);
    expect(v.safeParse(customerStatisticsSchema, { ...sample, count: { value: 11 } }).success).toBe(false);
  });
});
