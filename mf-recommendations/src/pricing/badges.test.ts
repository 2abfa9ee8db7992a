import { conceptForLifeIndoor, purizonLammFisch, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { typedOffer, typedProduct } from '../test-support/typed-fixtures';
import type { Offer, Product } from '../model/product-types';
import { cardBadges, type BadgeFlags } from './badges';

const allOn: BadgeFlags = { favouriteBadgeEnabled: true, sponsoredTagEnabled: true };
const wolf = typedProduct(wolfOfWildernessWildHills);
const wolfAbd = typedOffer(wolfOfWildernessWildHills, '1P_ABD.1801010_1');
const wolfRegular = typedOffer(wolfOfWildernessWildHills, '1P.1801010');
const withFavourite = (favorite: Product['badges']['favorite']): Product => ({ ...wolf, badges: { ...wolf.badges, favorite } });

describe('favourite badge: only if active, labelled and its flag on', () => {
  it.each<[string, Product, BadgeFlags, string | undefined]>([
    ['active, labelled, flag on', wolf, allOn, 'Kundenliebling'],
    ['flag off', wolf, { ...allOn, favouriteBadgeEnabled: false }, undefined],
    ['inactive', withFavourite({ active: false, label: 'Kundenliebling' }), allOn, undefined],
    ['empty label', withFavourite({ active: true, label: '' }), allOn, undefined],
    ['blank label', withFavourite({ active: true, label: '  ' }), allOn, undefined],
    ['no favourite badge in the data', { ...wolf, badges: { sponsored: false } }, allOn, undefined],
  ])('%s', (_case, product, flags, expected) => {
    expect(cardBadges(product, wolfRegular, flags).favourite).toBe(expected);
  });
});

describe('discount tag: only if the 1P_ABD offer has a non-zero discount value', () => {
  it.each<[string, Offer, string | undefined]>([
    ['1P_ABD with 5 %', wolfAbd, '-5%'],
    ['1P_ABD with 25 %', typedOffer(purizonLammFisch, '1P_ABD.1801020_2'), '-25%'],
    ['1P_ABD with a null discount', { ...wolfAbd, discount: null }, undefined],
    ['1P_ABD with a zero discount', { ...wolfAbd, discount: { type: 'PERCENTAGE_DISCOUNT', value: 0 } }, undefined],
    ['1P offer carrying a discount', { ...wolfRegular, discount: { type: 'PERCENTAGE_DISCOUNT', value: 10 } }, undefined],
    ['1P offer sold because the 1P_ABD one is out of stock', typedOffer(conceptForLifeIndoor, '1P.2401040'), undefined],
  ])('%s', (_case, offer, expected) => {
    expect(cardBadges(wolf, offer, allOn).discount).toBe(expected);
  });

  const withDiscount = (value: number): Offer => ({ ...wolfAbd, discount: { type: 'PERCENTAGE_DISCOUNT', value } });
  it.each<[number, string]>([
    [5.5, '-5,5%'],
    [12.25, '-12,25%'],
    [-7.5, '-7,5%'],
    [1000, '-1000%'],
  ])('writes %p percent the German way, as %p', (value, expected) => {
    expect(cardBadges(wolf, withDiscount(value), allOn).discount).toBe(expected);
  });
});

describe('sponsored tag: needs the sponsored badge and the sponsored-tag flag', () => {
  const royal = typedProduct(royalCaninMaxi);
  const royalOffer = typedOffer(royalCaninMaxi, '1P.1801040');
  it.each<[string, Product, BadgeFlags, boolean]>([
    ['sponsored, flag on', royal, allOn, true],
    ['sponsored, flag off', royal, { ...allOn, sponsoredTagEnabled: false }, false],
    ['not sponsored, flag on', wolf, allOn, false],
  ])('%s', (_case, product, flags, expected) => {
    expect(cardBadges(product, royalOffer, flags).sponsored).toBe(expected);
  });
});
