import { render, screen, waitFor } from '@testing-library/react';
import { loadRemoteModule } from '@storefront/platform';
import type { HomeRecommendationsProps } from '@storefront/contracts';
import * as v from 'valibot';
import { HomePage } from '../../HomePage';
import { contentBackend, contentModel } from '../../test-support/content-backend';
import { clearAllCookies, collectReports, setUpPlatform } from '../../test-support/platform';
import { sampleBlock } from '../../test-support/sample-data';
import { recommendationSliderSchema } from './recommendation-slider.block';

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<object>('@storefront/platform'),
  loadRemoteModule: jest.fn(),
}));

const LAYOUT = [
  { id: 'recommendation-slider-1', contentType: 'RecommendationSlider' },
  { id: 'terms', contentType: 'TermsTextBlock' },
];
const slider = contentModel('RecommendationSlider', 'recommendation-slider-1', { index: 1 });
const terms = contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' });

function FakeHomeRecommendations({ index }: HomeRecommendationsProps) {
  return <p>Empfehlungen für Container {String(index)}</p>;
}

let collected: ReturnType<typeof collectReports>;

beforeEach(() => {
  setUpPlatform();
  clearAllCookies();
  collected = collectReports();
  contentBackend(LAYOUT, { 'recommendation-slider-1': slider, terms });
});

afterEach(() => collected.stop());

describe('RecommendationSlider block', () => {
  it("embeds the recommendations fragment's home recommendations with the block's index", async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: FakeHomeRecommendations } as never);
    render(<HomePage />);
    expect(await screen.findByText('Empfehlungen für Container 1')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_recommendations/HomeRecommendations');
  });

  it('renders nothing when the recommendations fragment is unavailable; the rest of the page stays', async () => {
    jest.mocked(loadRemoteModule).mockRejectedValue(new Error('Remote module mf_recommendations/HomeRecommendations could not be loaded'));
    const { container } = render(<HomePage />);
    await screen.findByText('Alle Preise inkl. MwSt.');
    await waitFor(() => expect(collected.reports.map((report) => report.context.remoteModule)).toEqual(['mf_recommendations/HomeRecommendations']));
    expect(container.querySelector('[data-block-id="recommendation-slider-1"]')).toBeEmptyDOMElement();
  });

  it('accepts the sample data', () => {
    expect(v.parse(recommendationSliderSchema, sampleBlock('recommendation-slider-0'))).toEqual({ index: 0 });
    expect(v.parse(recommendationSliderSchema, sampleBlock('recommendation-slider-1'))).toEqual({ index: 1 });
  });
});
