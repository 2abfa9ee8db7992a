import { setUpPlatform } from '@storefront/test-support';
import { aluTransportbox, conceptForLifeMedium, recommendationItem, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { hrefOf } from '../links/product-link';
import { buildRecommendationCards } from './recommendation-cards';

beforeEach(() => setUpPlatform());

const item = (fixture: typeof wolfOfWildernessWildHills, articleIndex: number, slot: number) =>
  recommendationItem(fixture, articleIndex, { trackingContainer: 'container_1', strategy: 'bestseller_cat', slot });

describe('buildRecommendationCards', () => {
  it('makes one card per distinct purchasable article, numbering the slots of the cards shown', () => {
    const { cards, problems } = buildRecommendationCards({
      items: [item(aluTransportbox, 0, 1), item(conceptForLifeMedium, 2, 2), item(conceptForLifeMedium, 2, 3), item(wolfOfWildernessWildHills, 0, 4)],
      trackingContainer: 'container_1',
      pageName: 'web_home',
    });
    expect(problems).toEqual([]);
    expect(cards.map((card) => [card.key, card.slot, card.selected.offer.id, card.trackingId])).toEqual([
      ['1801032', 1, '1P.1801032', 'trk-container_1-2'],
      ['1801010', 2, '1P_ABD.1801010_1', 'trk-container_1-4'],
    ]);
  });

  it('uses the catalogue product holding the recommended article, and the item data without one', () => {
    const stale = item(wolfOfWildernessWildHills, 1, 1);
    stale.articleOffers = stale.articleOffers.filter((candidate) => candidate.type === '1P');
    const withCatalogue = buildRecommendationCards({
      items: [stale],
      trackingContainer: 'c',
      pageName: undefined,
      catalogProducts: [conceptForLifeMedium, wolfOfWildernessWildHills],
    });
    const withoutCatalogue = buildRecommendationCards({ items: [stale], trackingContainer: 'c', pageName: undefined });
    expect(withCatalogue.cards[0]?.selected.offer.id).toBe('1P_ABD.1801011_1');
    expect(withoutCatalogue.cards[0]?.selected.offer.id).toBe('1P.1801011');
  });

  it('parses each catalogue product once for the items of all the sliders given the same catalogue', () => {
    const catalogProducts = [conceptForLifeMedium, wolfOfWildernessWildHills];
    const first = buildRecommendationCards({
      items: [item(wolfOfWildernessWildHills, 0, 1), item(wolfOfWildernessWildHills, 1, 2)],
      trackingContainer: 'c',
      pageName: undefined,
      catalogProducts,
    });
    const second = buildRecommendationCards({ items: [item(wolfOfWildernessWildHills, 2, 1)], trackingContainer: 'd', pageName: undefined, catalogProducts });
    const [variant0, variant1] = first.cards;
    expect(first.cards.map((card) => card.key)).toEqual(['1801010', '1801011']);
    expect(variant1?.product).toBe(variant0?.product);
    expect(second.cards[0]?.product).toBe(variant0?.product);
    // Another catalogue answer (also one with the same products) is parsed afresh.
    const another = buildRecommendationCards({
      items: [item(wolfOfWildernessWildHills, 0, 1)],
      trackingContainer: 'c',
      pageName: undefined,
      catalogProducts: [...catalogProducts],
    });
    expect(another.cards[0]?.product).not.toBe(variant0?.product);
    expect(another.cards[0]?.product).toEqual(variant0?.product);
  });

  it("links a card with the strategy on the recommender's link, else with the item's", () => {
    const onLink = { ...item(wolfOfWildernessWildHills, 0, 1), strategy: 'top_deals' };
    const plain = { ...item(conceptForLifeMedium, 2, 2), strategy: 'top_deals' };
    plain.product = { ...plain.product, link: conceptForLifeMedium.path };
    const { cards } = buildRecommendationCards({ items: [onLink, plain], trackingContainer: 'c', pageName: undefined });
    const strategies = cards.map((card) => new URL(hrefOf(card.link) ?? '', 'https://www.zooplus.de').searchParams.get('strategy'));
    expect(strategies).toEqual(['bestseller_cat', 'top_deals']);
  });

  it('names the broken items', () => {
    const { cards, problems } = buildRecommendationCards({
      items: ['item', { product: { name: 'Wolf' }, article: { id: 5 } }],
      trackingContainer: 'c',
      pageName: 'web_home',
    });
    expect(cards).toEqual([]);
    expect(problems).toEqual(['recommendation 0 is not an object', 'recommendation 1: product has no link', 'recommendation 1: article 5 offers are missing']);
  });
});
