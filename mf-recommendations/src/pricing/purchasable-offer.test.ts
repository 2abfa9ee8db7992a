import {
  aluTransportbox,
  conceptForLifeIndoor,
  joseraSenior,
  purizonLammFisch,
  rintiKennerfleisch,
  wolfOfWildernessWildHills,
} from '../test-support/catalogue-fixtures';
import { typedArticle, typedOffer } from '../test-support/typed-fixtures';
import { cheapestPurchasableOffer, isPurchasableOffer } from './purchasable-offer';

describe('isPurchasableOffer (spec 5: not out of stock and id starting 1P. or 1P_ABD.)', () => {
  it.each([
    ['1P in stock', wolfOfWildernessWildHills, '1P.1801010', true],
    ['1P_ABD in stock', wolfOfWildernessWildHills, '1P_ABD.1801010_1', true],
    ['1P_ABD out of stock', conceptForLifeIndoor, '1P_ABD.2401040_1', false],
    ['1P_AUS in stock', aluTransportbox, '1P_AUS.1801170', false],
    ['1P out of stock', aluTransportbox, '1P.1801170', false],
    ['3P in stock', rintiKennerfleisch, '3P.1801090_tierwelt24', false],
  ])('%s -> %s', (_case, fixture, offerId, expected) => {
    expect(isPurchasableOffer(typedOffer(fixture, offerId))).toBe(expected);
  });

  it.each([
    ['3P', '1P.1801010'],
    ['1P_AUS', '1P.1801010'],
    ['1P', '1P_ABD.1801010_1'],
  ] as const)('does not sell contradictory data: type %s with the id %s', (type, offerId) => {
    const offer = { ...typedOffer(wolfOfWildernessWildHills, offerId), type };
    expect(isPurchasableOffer(offer)).toBe(false);
  });

  it('does not take an id that only looks similar ("1PX.")', () => {
    const offer = { ...typedOffer(wolfOfWildernessWildHills, '1P.1801010'), id: '1PX.1801010' };
    expect(isPurchasableOffer(offer)).toBe(false);
  });
});

describe('cheapestPurchasableOffer (of several, the lowest price wins)', () => {
  it.each([
    ['1P 8,99 € and 1P_ABD 8,54 € -> the 1P_ABD offer', wolfOfWildernessWildHills, 1801010, '1P_ABD.1801010_1'],
    ['two 1P_ABD tiers -> the cheaper tier', purizonLammFisch, 1801020, '1P_ABD.1801020_2'],
    ['cheapest 1P_ABD out of stock -> the 1P offer', conceptForLifeIndoor, 2401040, '1P.2401040'],
    ['1P and a cheaper 3P -> the 1P offer', joseraSenior, 1801050, '1P.1801050'],
    ['only 3P offers -> none', rintiKennerfleisch, 1801090, undefined],
    ['1P_AUS and 1P out of stock -> none', aluTransportbox, 1801170, undefined],
  ])('%s', (_case, fixture, articleId, expectedOfferId) => {
    expect(cheapestPurchasableOffer(typedArticle(fixture, articleId).offers)?.id).toBe(expectedOfferId);
  });
});
