import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { BANNER_IMPRESSION_DELAY_MS } from '@storefront/contracts';
import { installFakeTracker } from '@storefront/test-support';
import { itScrollsBy } from '../../test-support/carousel-scroll-counts';
import { expectImpressionOf, renderOnHomepage } from '../../test-support/render-on-homepage';
import { sampleBlock } from '../../test-support/sample-data';
import { CustomerReviewsCarousel } from './CustomerReviewsCarousel';
import { customerReviewsSchema, type CustomerReviewsModel } from './customer-reviews-model';

const model: CustomerReviewsModel = {
  headline: 'Das sagen unsere Kundinnen und Kunden',
  reviews: [
    { headline: 'Schnelle Lieferung', rating: 5, description: 'Am Mittwoch war alles da.' },
    { headline: 'Gute Preise', rating: 4.5, description: 'Mit dem Spar-Abo spare ich jeden Monat.' },
    { headline: 'Solide', rating: 3, description: 'Alles in Ordnung.' },
    { headline: 'Naja', rating: 1, description: 'Eine Dose war verbeult.' },
  ],
};

function renderReviews(reviews: CustomerReviewsModel = model) {
  return renderOnHomepage(<CustomerReviewsCarousel model={reviews} blockId="customer-reviews" />);
}

const review = (headline: string) => screen.getByRole('heading', { level: 3, name: headline }).closest('article') as HTMLElement;

describe('CustomerReviewsCarousel', () => {
  it('is a region under its headline with a carousel of the reviews: headline, stars and text', () => {
    renderReviews();
    const block = screen.getByRole('region', { name: 'Das sagen unsere Kundinnen und Kunden' });
    expect(within(block).getByRole('heading', { level: 2, name: 'Das sagen unsere Kundinnen und Kunden' })).toBeInTheDocument();
    const carousel = within(block).getByRole('region', { name: 'Kundenbewertungen' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(4);
    expect(within(carousel).getByRole('link', { name: 'Karussell überspringen' })).toHaveAttribute('href', '#skip-customer-reviews');
    expect(review('Schnelle Lieferung')).toHaveTextContent('Am Mittwoch war alles da.');
  });

  it.each([
    ['Schnelle Lieferung', '5 von 5 Sternen', '100%'],
    ['Gute Preise', '4,5 von 5 Sternen', '90%'],
    ['Solide', '3 von 5 Sternen', '60%'],
    ['Naja', '1 von 5 Sternen', '20%'],
  ])('reads the rating of "%s" to screen readers as "%s" and fills %s of the stars', (headline, spoken, filled) => {
    renderReviews();
    const stars = within(review(headline)).getByRole('img');
    expect(stars).toHaveAccessibleName(spoken);
    expect(stars.style.getPropertyValue('--sf-star-fill')).toBe(filled);
    // One image without parts of its own: screen readers hear the name once.
    expect(stars).toBeEmptyDOMElement();
  });

  it('rounds a rating to one decimal in German', () => {
    renderReviews({ headline: 'Bewertungen', reviews: [{ headline: 'Gut', rating: 4.25, description: 'Gut.' }] });
    expect(screen.getByRole('img')).toHaveAccessibleName('4,3 von 5 Sternen');
  });

  it('keeps a review without headline or text, and a block without headline is named by its carousel', () => {
    renderReviews({ headline: '', reviews: [{ headline: null, rating: 4, description: undefined }] });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Kundenbewertungen' })).toHaveLength(2);
    expect(screen.getByRole('img')).toHaveAccessibleName('4 von 5 Sternen');
  });

  it('renders nothing without reviews', () => {
    const { container } = renderReviews({ ...model, reviews: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('tracks the block as seen after the banner delay, under its content id', async () => {
    const tracker = installFakeTracker();
    renderReviews();
    await waitFor(() => expect(tracker.observations).toHaveLength(1));
    const block = screen.getByRole('region', { name: 'Das sagen unsere Kundinnen und Kunden' });
    expectImpressionOf(tracker, block, { name: 'customer_reviews', id: 'customer-reviews' }, BANNER_IMPRESSION_DELAY_MS);
  });

  // Spec section 9: reviews 1, 2 at 768, 3 at 1200 px.
  itScrollsBy(
    [
      [390, 1],
      [767, 1],
      [768, 2],
      [1199, 2],
      [1200, 3],
      [1920, 3],
    ],
    () => {
      renderReviews();
      return screen.getByRole('region', { name: 'Kundenbewertungen' });
    },
  );

  it('accepts the sample data and refuses ratings outside 1 to 5 and reviews that are not a list', () => {
    const sample = sampleBlock('customer-reviews');
    expect(v.safeParse(customerReviewsSchema, sample).success).toBe(true);
    expect(v.safeParse(customerReviewsSchema, { ...model, reviews: [{ headline: 'Top', rating: 6, description: '' }] }).success).toBe(false);
    expect(v.safeParse(customerReviewsSchema, { ...model, reviews: [{ headline: 'Top', rating: 0, description: '' }] }).success).toBe(false);
    expect(v.safeParse(customerReviewsSchema, { ...model, reviews: [{ headline: 'Top', rating: '5', description: '' }] }).success).toBe(false);
    expect(v.safeParse(customerReviewsSchema, { ...model, reviews: 'keine' }).success).toBe(false);
  });
});
