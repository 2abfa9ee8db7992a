import { fakeBackend, httpError, json, setUpPlatform } from '@storefront/test-support';
import { getRecommendationsV4, recommendationsV4Query, type RecommendationsV4Params } from './recommendations-v4';

const RECOMMENDATIONS = 'GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations';

/** Every input at once, with values no page uses, so the test shows the mapping and nothing else. */
const everyInput: RecommendationsV4Params = {
  siteId: 7,
  language: 'fr',
  pageType: 'cart',
  userId: 'user-7',
  customerId: 'customer-7',
  owner: 'team-a',
  blockCode: 'BlockB',
  productGroupIds: ['g1', 'g2'],
};

beforeEach(() => {
  setUpPlatform();
});

describe('getRecommendationsV4', () => {
  it('GETs the v4 path of the page type on the recommender API with every input in the query', async () => {
    const backend = fakeBackend({ [RECOMMENDATIONS]: () => json({ containers: [] }) });
    await expect(getRecommendationsV4(everyInput, 'mf-some-fragment')).resolves.toEqual({ containers: [] });
    const [request] = backend.to(RECOMMENDATIONS);
    expect(request?.url.pathname).toBe('/v4/sites/7/fr/pages/cart/recommendations');
    expect([...(request?.url.searchParams ?? [])]).toEqual([
      ['product_group_ids', 'g1,g2'],
      ['user_id', 'user-7'],
      ['customer_id', 'customer-7'],
      ['owner', 'team-a'],
      ['block_code', 'BlockB'],
    ]);
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-some-fragment');
  });

  it('uses the configured recommender base path', async () => {
    const local = setUpPlatform();
    setUpPlatform({ apiBasePaths: { ...local.apiBasePaths, recommender: 'https://reco.example.test/api' } });
    const backend = fakeBackend({ [RECOMMENDATIONS]: () => json({ containers: [] }) });
    await getRecommendationsV4({ siteId: 1, language: 'de', pageType: 'home' }, 'mf-recommendations');
    expect(backend.requests[0]?.url.href).toBe('https://reco.example.test/api/v4/sites/1/de/pages/home/recommendations');
  });

  it('encodes each path segment', async () => {
    const backend = fakeBackend({ [RECOMMENDATIONS]: () => json({ containers: [] }) });
    await getRecommendationsV4({ siteId: 1, language: 'de/x', pageType: 'ob landing' }, 'mf-own-brand');
    expect(backend.requests[0]?.url.pathname).toBe('/v4/sites/1/de%2Fx/pages/ob%20landing/recommendations');
  });

  it.each<[string, Partial<RecommendationsV4Params>]>([
    ['siteId', { siteId: undefined }],
    ['language', { language: null }],
    ['pageType', { pageType: undefined }],
  ])('throws the required-parameter error without %s and makes no request', async (name, missing) => {
    const backend = fakeBackend({ [RECOMMENDATIONS]: () => json({ containers: [] }) });
    await expect(getRecommendationsV4({ ...everyInput, ...missing }, 'mf-own-brand')).rejects.toThrow(
      `Required parameter ${name} was null or undefined when calling getRecommendationsV4.`,
    );
    expect(backend.requests).toEqual([]);
  });

  it('rejects an HTTP error', async () => {
    fakeBackend({ [RECOMMENDATIONS]: () => httpError(503) });
    await expect(getRecommendationsV4(everyInput, 'mf-own-brand')).rejects.toThrow('Request failed with status code 503');
  });
});

describe('recommendationsV4Query', () => {
  it('comma-joins the recommendation group ids and leaves out the ids an anonymous visitor lacks', () => {
    expect(
      recommendationsV4Query({ siteId: 1, language: 'de', pageType: 'home', productGroupIds: ['hp_group_a', 'hp_group_b'], userId: null, customerId: '' }),
    ).toEqual({ product_group_ids: 'hp_group_a,hp_group_b' });
  });

  it('sends no empty group list', () => {
    expect(recommendationsV4Query({ siteId: 1, language: 'de', pageType: 'home', productGroupIds: [] })).toEqual({});
  });
});
