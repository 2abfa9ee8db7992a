import { screen } from '@testing-library/react';
import { fakeBackend, raw, json, type RouteRequest, type ReplyFor } from '@storefront/test-support';
import { conceptForLifeIndoor, recommendationItem, wolfOfWildernessWildHills, type ProductFixture } from '../test-support/catalogue-fixtures';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage } from '../test-support/render-in-page';
import { HomeRecommendations } from './HomeRecommendations';

const RECOMMENDATIONS = 'GET /v4/sites/{site_id}/{language}/pages/{page_type}/recommendations';
const PRODUCTS = 'GET /v1/sites/{siteId}/{locale}/products';
const catalogue = [conceptForLifeIndoor, wolfOfWildernessWildHills];

function productsFor({ url }: RouteRequest<typeof PRODUCTS>): ReplyFor<typeof PRODUCTS> {
  const ids = (url.searchParams.get('articleIds') ?? '').split(',').map(Number);
  const products = catalogue.filter((product) => product.articles.some((article) => ids.includes(article.id)));
  return json({ products, total: products.length, page: 1, size: Number(url.searchParams.get('size')) });
}

const item = (fixture: ProductFixture, articleIndex: number, container: string) =>
  recommendationItem(fixture, articleIndex, { trackingContainer: container, strategy: `strategy_${container}`, slot: 1 });

describe('HomeRecommendations with a recommender answering a bare list (spec section 7: "a list of containers")', () => {
  it('shows the container at the index, reporting nothing', async () => {
    const { reports } = setUpPage();
    const containers = [
      { name: 'container_1', caption: 'Beliebt bei Katzenfreunden', recommendations: [item(conceptForLifeIndoor, 0, 'container_1')] },
      { name: 'container_2', caption: 'Bestseller für Hundefreunde', recommendations: [item(wolfOfWildernessWildHills, 1, 'container_2')] },
    ];
    fakeBackend({ [RECOMMENDATIONS]: () => raw(containers), [PRODUCTS]: productsFor });
    renderOnHomepage(<HomeRecommendations index={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bestseller für Hundefreunde' }, CAROUSEL_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
