import { aluTransportbox, conceptForLifeMedium, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { buildContentProductCards } from './content-product-cards';

const products = [wolfOfWildernessWildHills, royalCaninMaxi, conceptForLifeMedium, aluTransportbox];

const build = (productIds: string[], catalogue: readonly unknown[] = products) =>
  buildContentProductCards({ productIds, products: catalogue, trackingContainer: 'tab-container-1', pageName: 'web_home' });

describe('buildContentProductCards', () => {
  it('finds a product by product id, by variant id and by article id, in content order', () => {
    const { cards } = build(['180103.2', '1801040', '180101']);
    expect(cards.map((card) => [card.product.name, card.selected.article.variantId, card.slot])).toEqual([
      ['Concept for Life Medium Adult', '180103.2', 1],
      ['Royal Canin Maxi Adult', '180104.0', 2],
      ['Wolf of Wilderness Adult "Wild Hills" Ente', '180101.0', 3],
    ]);
  });

  it('falls back to the product of a variant id the catalogue does not know, and shows its cheapest variant', () => {
    const { cards } = build(['180104.9']);
    expect(cards.map((card) => card.selected.article.variantId)).toEqual(['180104.0']);
  });

  it('leaves out ids the catalogue did not answer, products nobody can buy and a second card of the same article', () => {
    const { cards, problems } = build(['999999', '180117', '180104', '180104.0', '180104.1']);
    expect(cards.map((card) => card.key)).toEqual(['1801040', '1801041']);
    expect(problems).toEqual([]);
  });

  it('reports broken catalogue products by their id and builds the others', () => {
    const { cards, problems } = build(['180104', '180101'], [{ ...wolfOfWildernessWildHills, name: '' }, royalCaninMaxi, 'kaputt']);
    expect(cards.map((card) => card.product.name)).toEqual(['Royal Canin Maxi Adult']);
    expect(problems).toEqual(['product 180101: product has no name', 'product 3: product is not an object']);
  });
});
