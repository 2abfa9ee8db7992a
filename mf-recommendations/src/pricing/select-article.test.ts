import {
  aluTransportbox,
  conceptForLifeIndoor,
  conceptForLifeMedium,
  joseraSenior,
  juwelRio450,
  wolfOfWildernessWildHills,
} from '../test-support/catalogue-fixtures';
import { typedProduct } from '../test-support/typed-fixtures';
import { selectArticle } from './select-article';

/** Wolf of Wilderness with its 1 kg size sold out everywhere. */
const wolfWithoutSmallSize = {
  ...wolfOfWildernessWildHills,
  articles: wolfOfWildernessWildHills.articles.map((article) =>
    article.id === 1801010 ? { ...article, offers: article.offers.map((offer) => ({ ...offer, outOfStock: true })) } : article,
  ),
};

/** Concept for Life Medium whose 12 kg size has a variant id without a dot, as the catalogue may send one. */
const conceptWithUndottedLargeSize = {
  ...conceptForLifeMedium,
  articles: conceptForLifeMedium.articles.map((article) => (article.id === 1801031 ? { ...article, variantId: '180103' } : article)),
};

describe('selectArticle (spec 5: a dotted variant id selects that variant if available, else the cheapest)', () => {
  it.each([
    ['dotted id of an available variant', wolfOfWildernessWildHills, '180101.1', 1801011, '1P_ABD.1801011_1', '180101.1'],
    ['dotted id of the most expensive variant', conceptForLifeMedium, '180103.2', 1801032, '1P.1801032', '180103.2'],
    ['dotted id of a sold-out variant -> cheapest', wolfWithoutSmallSize, '180101.0', 1801011, '1P_ABD.1801011_1', '180101.1'],
    ['dotted id that does not exist -> cheapest', conceptForLifeMedium, '180103.9', 1801030, '1P.1801030', '180103.0'],
    ['undotted id -> cheapest variant', juwelRio450, '330104', 3301041, '1P.3301041', '330104.1'],
    ['undotted id of a pricier variant -> cheapest, not that one', conceptWithUndottedLargeSize, '180103', 1801030, '1P.1801030', '180103.0'],
    ['no variant id -> cheapest variant', conceptForLifeIndoor, undefined, 2401040, '1P.2401040', '240104.0'],
    ['undotted single article -> no activeVariant', joseraSenior, '180105', 1801050, '1P.1801050', undefined],
  ])('%s', (_case, fixture, variantId, articleId, offerId, activeVariant) => {
    const selected = selectArticle(typedProduct(fixture), variantId);
    expect(selected?.article.id).toBe(articleId);
    expect(selected?.offer.id).toBe(offerId);
    expect(selected?.activeVariant).toBe(activeVariant);
  });

  it('selects nothing when no article has a purchasable offer', () => {
    expect(selectArticle(typedProduct(aluTransportbox), '180117')).toBeUndefined();
  });
});
