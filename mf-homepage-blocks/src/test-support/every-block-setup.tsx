import type { HomeRecommendationsProps } from '@storefront/contracts';
import { collectReports, fakeBackend, json, provideRemoteModule, setUpPlatform } from '@storefront/test-support';

function HomeRecommendations({ index }: HomeRecommendationsProps) {
  return <p>Empfehlungen {String(index)}</p>;
}

/**
 * What every block type needs to render on its own with arbitrary models (the fuzz and XSS-corpus tests): the
 * platform, collected reports, quiet warnings, a stand-in for the recommendations fragment and a redirect-options
 * answer with no options. Call in beforeEach.
 */
export function setUpEveryBlockType(): void {
  setUpPlatform();
  collectReports();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  provideRemoteModule('mf_recommendations/HomeRecommendations', { default: HomeRecommendations });
  fakeBackend({
    'GET /v1/shop/redirect/options/{domain}/{locale}/{language}': () => json({ options: [], locResources: { title: '{0}', goTo: '{0}', stayAt: '{0}' } }),
  });
}
