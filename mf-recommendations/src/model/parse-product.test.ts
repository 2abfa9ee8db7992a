import { juwelRio450, recommendationItem, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { parseProduct } from './parse-product';

describe('parseProduct', () => {
  it('keeps what a card needs from a catalogue product', () => {
    const { product, problems } = parseProduct(wolfOfWildernessWildHills);
    expect(problems).toEqual([]);
    expect(product).toMatchObject({
      shopIdentifier: '180101',
      name: 'Wolf of Wilderness Adult "Wild Hills" Ente',
      link: '/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101',
      feedbackAggregate: { reviewCount: 1843, averageRating: 4.7 },
      badges: { sponsored: false, favorite: { active: true, label: 'Kundenliebling' } },
    });
    expect(product?.articles[0]?.offers[1]).toEqual({
      id: '1P_ABD.1801010_1',
      type: '1P_ABD',
      outOfStock: false,
      price: { value: 854, currency: 'EUR', labelPrefix: '' },
      unitPrice: { value: 854, currency: 'EUR', labelPrefix: '' },
      referencePrice: { value: 899, currency: 'EUR', labelPrefix: 'sonst' },
      discount: { type: 'PERCENTAGE_DISCOUNT', value: 5 },
      priceType: 'OFFER',
      secondaryCurrency: {
        price: { value: 803, currency: 'CHF', labelPrefix: '' },
        unitPrice: { value: 803, currency: 'CHF', labelPrefix: '' },
        referencePrice: { value: 845, currency: 'CHF', labelPrefix: 'sonst' },
      },
      tooltip: { text: 'Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: 8,72 €' },
      whileStocksLast: false,
    });
  });

  it('takes the article and its offers from a recommendation item when the product has no articles', () => {
    const item = recommendationItem(juwelRio450, 1, { trackingContainer: 'container_4', strategy: 'session_based', slot: 7 });
    const { product, problems } = parseProduct(item.product, { article: item.article, offers: item.articleOffers });
    expect(problems).toEqual([]);
    expect(product?.articles).toHaveLength(1);
    expect(product?.articles[0]).toMatchObject({ id: 3301041, variantId: '330104.1', name: 'Schwarz', offers: [{ id: '1P.3301041' }] });
    expect(product?.articles[0]?.unit).toBeUndefined();
  });

  it.each<[string, unknown, string[]]>([
    ['not an object', 'Wolf', ['product is not an object']],
    ['no name and no link', { articles: wolfOfWildernessWildHills.articles }, ['product has no name', 'product has no link']],
    ['no articles', { name: 'Wolf', link: '/shop/x' }, ['product has no articles']],
    ['an article without id', { name: 'Wolf', link: '/shop/x', articles: [{ variantId: '1.0', offers: [] }] }, ['article 0 has no id']],
  ])('is unusable with %s', (_case, input, problems) => {
    expect(parseProduct(input)).toEqual({ product: null, problems });
  });

  it('drops broken offers and names them, keeping the product', () => {
    const [first] = wolfOfWildernessWildHills.articles;
    const input = {
      ...wolfOfWildernessWildHills,
      articles: [{ ...first, offers: [first?.offers[0], { id: '1P.x', price: { value: 8.5 } }, { price: { value: 100 } }, 'offer'] }],
    };
    const { product, problems } = parseProduct(input);
    expect(product?.articles[0]?.offers.map((candidate) => candidate.id)).toEqual(['1P.1801010']);
    expect(problems).toEqual(['article 1801010 offer 1 has no valid price', 'article 1801010 offer 2 has no id', 'article 1801010 offer 3 is not an object']);
  });

  it('leaves out every offer whose id appears more than once in the product, and names the id', () => {
    const [first, second] = wolfOfWildernessWildHills.articles;
    const copy = { ...(second?.offers[0] as object), id: '1P_ABD.1801010_1' };
    const input = { ...wolfOfWildernessWildHills, articles: [first, { ...second, offers: [copy, ...(second?.offers.slice(1) ?? [])] }] };
    const { product, problems } = parseProduct(input);
    const ids = product?.articles.flatMap((article) => article.offers.map((offer) => offer.id));
    expect(ids).not.toContain('1P_ABD.1801010_1');
    expect(ids).toContain('1P.1801010');
    expect(problems).toEqual(['offer id 1P_ABD.1801010_1 appears 2 times']);
  });

  it('treats an offer of unknown stock as out of stock and a broken reference price as none', () => {
    const offer = { ...wolfOfWildernessWildHills.articles[0]?.offers[1], outOfStock: 'no', referencePrice: { value: -5 }, discount: 'viel' };
    const input = { ...wolfOfWildernessWildHills, articles: [{ id: 1801010, variantId: '180101.0', offers: [offer] }] };
    expect(parseProduct(input).product?.articles[0]?.offers[0]).toMatchObject({ outOfStock: true, referencePrice: null, discount: null });
  });

  it('refuses a price in a currency code it cannot format', () => {
    const offer = { ...wolfOfWildernessWildHills.articles[0]?.offers[0], price: { value: 899, currency: 'Euro' } };
    const input = { ...wolfOfWildernessWildHills, articles: [{ id: 1801010, variantId: '180101.0', offers: [offer] }] };
    expect(parseProduct(input).problems).toEqual(['article 1801010 offer 0 has no valid price']);
  });
});
