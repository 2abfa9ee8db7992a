import { render, screen, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import { clearAllCookies, collectReports, failRemoteModule, provideRemoteModule, remoteModuleLoads, setUpPlatform } from '@storefront/test-support';
import * as v from 'valibot';
import { HomePage } from '../../HomePage';
import { contentBackend, contentModel } from '../../test-support/content-backend';
import { sampleBlock } from '../../test-support/sample-data';
import { recommendationSliderSchema } from './recommendation-slider.block';

const LAYOUT = [
  { id: 'recommendation-slider-1', contentType: 'RecommendationSlider' },
  { id: 'terms', contentType: 'TermsTextBlock' },
];
const slider = contentModel('RecommendationSlider', 'recommendation-slider-1', { index: 1 });
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });

function FakeHomeRecommendations({ index }: HomeRecommendationsProps) {
  return <p>Empfehlungen für Container {String(index)}</p>;
}

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  reports = collectReports();
  contentBackend(LAYOUT, { 'recommendation-slider-1': slider, terms });
});

describe('RecommendationSlider block', () => {
  it("embeds the recommendations fragment's home recommendations with the block's index", async () => {
    provideRemoteModule('mf_recommendations/HomeRecommendations', { default: FakeHomeRecommendations });
    render(<HomePage />);
    expect(await screen.findByText('Empfehlungen für Container 1')).toBeInTheDocument();
    expect(remoteModuleLoads()).toContain('mf_recommendations/HomeRecommendations');
  });

  it('renders nothing when the recommendations fragment is unavailable; the rest of the page stays', async () => {
    failRemoteModule('mf_recommendations/HomeRecommendations');
    const { container } = render(<HomePage />);
    await screen.findByText('Alle Preise inkl. MwSt.');
    await waitFor(() => expect(reports.map((report) => report.context.remoteModule)).toEqual(['mf_recommendations/HomeRecommendations']));
    expect(container.querySelector('[data-block-id="recommendation-slider-1"]')).toBeEmptyDOMElement();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['without an index', {}, 'undefined'],
    ['with the index as text', { index: '2' }, '2'],
    ['with an index that is neither number nor text', { index: true }, 'undefined'],
  ])('passes a model %s on to the recommendations fragment, which coerces it (container 0 by default)', async (_case, fields, shown) => {
    contentBackend(LAYOUT, { 'recommendation-slider-1': contentModel('RecommendationSlider', 'recommendation-slider-1', fields), terms });
    provideRemoteModule('mf_recommendations/HomeRecommendations', { default: FakeHomeRecommendations });
    render(<HomePage />);
    expect(await screen.findByText(`Empfehlungen für Container ${shown}`)).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('accepts the sample data', () => {
    expect(v.parse(recommendationSliderSchema, sampleBlock('recommendation-slider-0'))).toEqual({ index: 0 });
    expect(v.parse(recommendationSliderSchema, sampleBlock('recommendation-slider-1'))).toEqual({ index: 1 });
  });
});
