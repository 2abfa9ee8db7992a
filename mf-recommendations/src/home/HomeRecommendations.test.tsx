import type { HomeRecommendationsProps } from '@storefront/contracts';
import { screen, waitFor } from '@testing-library/react';
import {
  conceptForLifeIndoor,
  joseraSenior,
  juwelRio450,
  recommendationItem,
  royalCaninMaxi,
  wolfOfWildernessWildHills,
  type ProductFixture,
} from '../test-support/catalogue-fixtures';
import { clearAllCookies, deferred, fakeBackend, httpError, json, logIn, raw, type ReplyFor, type RouteRequest } from '@storefront/test-support';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage, sliderFilled } from '../test-support/render-in-page';
import { HomeRecommendations } from './HomeRecommendations';

const RECOMMENDATIONS = 'GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations';
const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';

function container(name: string, caption: string, entries: Array<[ProductFixture, number]>) {
  return {
    name,
    caption,
    recommendations: entries.map(([fixture, articleIndex], index) =>
      recommendationItem(fixture, articleIndex, { trackingContainer: name, strategy: `strategy_${name}`, slot: index + 1 }),
    ),
  };
}

const containers = [
  container('container_1', 'Beliebt bei Katzenfreunden', [
    [conceptForLifeIndoor, 0],
    [conceptForLifeIndoor, 1],
  ]),
  container('container_2', 'Bestseller für Hundefreunde', [
    [wolfOfWildernessWildHills, 1],
    [royalCaninMaxi, 0],
  ]),
  container('container_3', 'Top-Angebote der Woche', [
    [joseraSenior, 0],
    [juwelRio450, 0],
  ]),
];
const catalogue = [conceptForLifeIndoor, wolfOfWildernessWildHills, royalCaninMaxi, joseraSenior, juwelRio450];

/** The product catalogue answers the articleIds it is asked for with the products holding them, on one page. */
function productsFor({ url }: RouteRequest<typeof PRODUCTS>): ReplyFor<typeof PRODUCTS> {
  const ids = (url.searchParams.get('articleIds') ?? '').split(',').map(Number);
  const products = catalogue.filter((product) => product.articles.some((article) => ids.includes(article.id)));
  return json({ products, total: products.length, page: 1, size: Number(url.searchParams.get('size')) });
}

function backend() {
  return fakeBackend({
    [RECOMMENDATIONS]: () => json({ containers }),
    [PRODUCTS]: productsFor,
  });
}

const plain = (value: string | null | undefined) => value?.replace(/\u00a0/g, ' ');

beforeEach(() => clearAllCookies());

describe('HomeRecommendations', () => {
  it.each<[string, HomeRecommendationsProps['index'], string]>([
    ["'2'", '2', 'Top-Angebote der Woche'],
    ['1', 1, 'Bestseller für Hundefreunde'],
    ['-1 (minimum 0)', -1, 'Beliebt bei Katzenfreunden'],
    ["'abc' (not a number: 0)", 'abc', 'Beliebt bei Katzenfreunden'],
    ['undefined (default 0)', undefined, 'Beliebt bei Katzenfreunden'],
  ])('shows the container at index %s', async (_case, index, caption) => {
    setUpPage();
    backend();
    renderOnHomepage(<HomeRecommendations index={index} />);
    expect(await screen.findByRole('heading', { level: 2, name: caption }, CAROUSEL_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('shows loading first, then nothing when there is no container at the index, and says it is empty', async () => {
    setUpPage();
    const onSettled = jest.fn();
    const answer = deferred<ReplyFor<typeof RECOMMENDATIONS>>();
    const api = backend().on(RECOMMENDATIONS, () => answer.promise);
    const { container } = renderOnHomepage(<HomeRecommendations index={7} onSettled={onSettled} />);
    expect(screen.getByRole('status')).toHaveTextContent('Empfehlungen werden geladen …');
    expect(onSettled).not.toHaveBeenCalled();
    answer.resolve(json({ containers }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(api.to(PRODUCTS)).toHaveLength(0);
    expect(onSettled.mock.calls).toEqual([['empty']]);
  });

  it('says it is shown once the container and its products have loaded and its slider has filled, once', async () => {
    setUpPage();
    const onSettled = jest.fn();
    const products = deferred<ReplyFor<typeof PRODUCTS>>();
    backend().on(PRODUCTS, () => products.promise);
    renderOnHomepage(<HomeRecommendations index={1} onSettled={onSettled} />);
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    expect(onSettled).not.toHaveBeenCalled();
    products.resolve(json({ products: catalogue, total: catalogue.length, page: 1, size: 2 }));
    await screen.findByRole('heading', { name: 'Bestseller für Hundefreunde' }, CAROUSEL_LOAD_TIMEOUT);
    // The page holds its place while the cards are laid out: a card added later could make it taller.
    expect(document.querySelector('.sf-recommendation-slider--filling')).not.toBeNull();
    expect(onSettled).not.toHaveBeenCalled();
    await sliderFilled();
    await waitFor(() => expect(onSettled.mock.calls).toEqual([['shown']]));
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(2);
  });

  it('asks the recommender for the home page with the site group ids and the visitor ids, then the catalogue with the articleIds', async () => {
    setUpPage();
    logIn('53284711', 'zt-4f1c2a9e-anna');
    const api = backend();
    renderOnHomepage(<HomeRecommendations index={1} />);
    await screen.findByRole('heading', { name: 'Bestseller für Hundefreunde' }, CAROUSEL_LOAD_TIMEOUT);
    const [recommendations] = api.to(RECOMMENDATIONS);
    expect(recommendations?.url.pathname).toBe('/v4/sites/1/de/pages/home/recommendations');
    expect(Object.fromEntries(recommendations?.url.searchParams ?? [])).toEqual({
      product_group_ids: 'hp_group_a,hp_group_b',
      user_id: 'zt-4f1c2a9e-anna',
      customer_id: '53284711',
    });
    expect(recommendations?.headers.get('x-caller')).toBe('pet-storefront-web/mf-recommendations');
    expect(api.to(PRODUCTS).map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ articleIds: '1801011,1801040', size: '2' }]);
  });

  it('leaves out the visitor ids an anonymous visitor does not have', async () => {
    setUpPage();
    const api = backend();
    renderOnHomepage(<HomeRecommendations index={0} />);
    await screen.findByRole('heading', { name: 'Beliebt bei Katzenfreunden' }, CAROUSEL_LOAD_TIMEOUT);
    expect(Object.fromEntries(api.to(RECOMMENDATIONS)[0]?.url.searchParams ?? [])).toEqual({ product_group_ids: 'hp_group_a,hp_group_b' });
  });

  it('builds the cards from the full catalogue products, not from the recommender copy of the offers', async () => {
    setUpPage();
    const stale = container('container_1', 'Beliebt bei Katzenfreunden', [[wolfOfWildernessWildHills, 1]]);
    const item = stale.recommendations[0];
    if (!item) throw new Error('fixture');
    item.articleOffers = item.articleOffers.filter((candidate) => candidate.id === '1P.1801011');
    backend().on(RECOMMENDATIONS, () => json({ containers: [stale] }));
    renderOnHomepage(<HomeRecommendations />);
    await screen.findByRole('heading', { name: 'Beliebt bei Katzenfreunden' }, CAROUSEL_LOAD_TIMEOUT);
    await sliderFilled();
    expect(plain(document.querySelector('.sf-price__main')?.textContent)).toBe('Preis: 31,49 €');
    expect(plain(document.querySelector('.sf-price__reference')?.textContent)).toBe('sonst 34,99 €');
  });

  it('falls back to the recommender item data when the catalogue call fails, and reports it', async () => {
    const { reports } = setUpPage();
    backend().on(PRODUCTS, () => httpError(503));
    renderOnHomepage(<HomeRecommendations index={1} />);
    await screen.findByRole('heading', { name: 'Bestseller für Hundefreunde' }, CAROUSEL_LOAD_TIMEOUT);
    await sliderFilled();
    expect(screen.getByRole('link', { name: 'Royal Canin Maxi Adult' })).toBeInTheDocument();
    expect(reports.map((report) => [report.message, report.context.operation])).toEqual([['Request failed with status code 503', 'getProductsByArticleIds']]);
  });

  it('shows nothing and reports when the recommender fails', async () => {
    const { reports } = setUpPage();
    backend().on(RECOMMENDATIONS, () => httpError(500));
    const { container } = renderOnHomepage(<HomeRecommendations index={0} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(reports.map((report) => [report.message, report.context.operation])).toEqual([['Request failed with status code 500', 'getHomeRecommendations']]);
  });

  it('shows nothing and reports a recommender answer without containers', async () => {
    const { reports } = setUpPage();
    backend().on(RECOMMENDATIONS, () => raw({ containers: 'none' }));
    const { container } = renderOnHomepage(<HomeRecommendations index={0} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(reports.map((report) => report.message)).toEqual(['Home recommendations answer is invalid: the answer has no containers list']);
  });

  it('shares one recommender call between the blocks of one page', async () => {
    setUpPage();
    const api = backend();
    renderOnHomepage(
      <>
        <HomeRecommendations index={0} />
        <HomeRecommendations index={1} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Beliebt bei Katzenfreunden' }, CAROUSEL_LOAD_TIMEOUT);
    await screen.findByRole('heading', { name: 'Bestseller für Hundefreunde' }, CAROUSEL_LOAD_TIMEOUT);
    expect(api.to(RECOMMENDATIONS)).toHaveLength(1);
    expect(api.to(PRODUCTS)).toHaveLength(2);
  });
});
