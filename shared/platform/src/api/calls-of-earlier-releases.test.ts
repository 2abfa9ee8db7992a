import { fakeBackend, json, setUpPlatform } from '@storefront/test-support';
import * as platform from '../index';

const RECOMMENDATIONS = 'GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations';
const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';

beforeEach(() => {
  setUpPlatform();
  platform.provideFragmentCalls(() => import('../calls'));
});

// A fragment's release built before `@storefront/platform/calls` calls these on the shell's shared platform.
describe('the calls the shared platform exported before @storefront/platform/calls', () => {
  it('are still exported, with their operation names', () => {
    expect(platform.GET_RECOMMENDATIONS_V4).toBe('getRecommendationsV4');
    expect(platform.GET_PRODUCTS_BY_ARTICLE_IDS).toBe('getProductsByArticleIds');
  });

  it('getRecommendationsV4 makes the recommender call', async () => {
    const backend = fakeBackend({ [RECOMMENDATIONS]: () => json({ containers: [] }) });
    await expect(platform.getRecommendationsV4({ siteId: 1, language: 'de', pageType: 'ob_landing' }, 'mf-own-brand')).resolves.toEqual({ containers: [] });
    expect(backend.to(RECOMMENDATIONS)[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-own-brand');
  });

  it('getProductsByArticleIds makes the catalogue call', async () => {
    const backend = fakeBackend({ [PRODUCTS]: () => json({ products: [], total: 0, page: 1, size: 1 }) });
    await expect(platform.getProductsByArticleIds([2401140], 'mf-recommendations')).resolves.toEqual([]);
    expect(backend.to(PRODUCTS)[0]?.url.searchParams.get('articleIds')).toBe('2401140');
  });
});
