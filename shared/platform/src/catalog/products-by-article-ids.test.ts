import { fakeBackend, json, raw, setUpPlatform, type RouteRequest } from '@storefront/test-support';
import { getProductsByArticleIds, MAX_PRODUCTS_PER_PAGE } from './products-by-article-ids';

const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';

/** Answers with one empty-named product per article id asked for, so the test can count what came back. */
function answerWithIds({ url }: RouteRequest<typeof PRODUCTS>) {
  const ids = (url.searchParams.get('articleIds') ?? '').split(',');
  return raw({ products: ids.map((id) => ({ shopIdentifier: id })), total: ids.length, page: 1, size: ids.length });
}

beforeEach(() => {
  setUpPlatform();
});

describe('getProductsByArticleIds', () => {
  it('asks the catalogue of the configured site for the articles, comma-joined, all on one page', async () => {
    const backend = fakeBackend({ [PRODUCTS]: () => json({ products: [], total: 0, page: 1, size: 2 }) });
    await expect(getProductsByArticleIds([1801011, 1801040], 'mf-own-brand')).resolves.toEqual([]);
    const [request] = backend.to(PRODUCTS);
    expect(request?.url.pathname).toBe('/v1/sites/1/de-DE/products');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ articleIds: '1801011,1801040', size: '2' });
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-own-brand');
  });

  it('makes no call without articles', async () => {
    const backend = fakeBackend({ [PRODUCTS]: answerWithIds });
    await expect(getProductsByArticleIds([], 'mf-own-brand')).resolves.toEqual([]);
    expect(backend.requests).toEqual([]);
  });

  it(`splits more than ${MAX_PRODUCTS_PER_PAGE} articles into pages the catalogue accepts, keeping their order`, async () => {
    const backend = fakeBackend({ [PRODUCTS]: answerWithIds });
    const ids = Array.from({ length: MAX_PRODUCTS_PER_PAGE + 5 }, (_, index) => 1000 + index);
    const products = await getProductsByArticleIds(ids, 'mf-own-brand');
    expect(products.map((product) => product.shopIdentifier)).toEqual(ids.map(String));
    expect(backend.to(PRODUCTS).map((request) => request.url.searchParams.get('size'))).toEqual(['100', '5']);
  });

  it('rejects an answer without a products list', async () => {
    fakeBackend({ [PRODUCTS]: () => raw({ items: [] }) });
    await expect(getProductsByArticleIds([1], 'mf-own-brand')).rejects.toThrow('The product catalogue answered without a products list');
  });

  it('throws the required-parameter error when the site has no locale', async () => {
    const local = setUpPlatform();
    setUpPlatform({ site: { ...local.site, locale: undefined as unknown as string } });
    const backend = fakeBackend({ [PRODUCTS]: answerWithIds });
    await expect(getProductsByArticleIds([1], 'mf-own-brand')).rejects.toThrow(
      'Required parameter locale was null or undefined when calling getProductsByArticleIds.',
    );
    expect(backend.requests).toEqual([]);
  });

  it('throws the required-parameter error when the site has no siteId, and asks nothing', async () => {
    const local = setUpPlatform();
    setUpPlatform({ site: { ...local.site, siteId: undefined as unknown as number } });
    const backend = fakeBackend({ [PRODUCTS]: answerWithIds });
    await expect(getProductsByArticleIds([1], 'mf-own-brand')).rejects.toThrow(
      new Error('Required parameter siteId was null or undefined when calling getProductsByArticleIds.'),
    );
    expect(backend.requests).toEqual([]);
  });
});
