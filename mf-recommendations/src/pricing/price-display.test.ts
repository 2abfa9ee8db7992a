import { setUpPlatform } from '@storefront/test-support';
import {
  aluTransportbox,
  conceptForLifeMedium,
  juwelRio450,
  rintiKennerfleisch,
  royalCaninMaxi,
  wolfOfWildernessWildHills,
} from '../test-support/catalogue-fixtures';
import { plainSpaces, typedArticle, typedOffer } from '../test-support/typed-fixtures';
import { readCardFlags } from '../card/card-flags';
import type { Article, Offer } from '../model/product-types';
import { buildPriceDisplay, SECONDARY_CURRENCY_IN_MAIN_PRICE_ABOVE, type PriceDisplay } from './price-display';

const flagsOff = { pricingTooltipEnabled: false };

function display(offer: Offer, article: Article, options = flagsOff) {
  const result = buildPriceDisplay(offer, article, options);
  return {
    main: plainSpaces(result.main),
    reference: plainSpaces(result.reference),
    unit: plainSpaces(result.unitPrice?.text),
    spokenUnit: plainSpaces(result.unitPrice?.spoken),
    secondary: plainSpaces(result.secondary),
    tooltip: result.tooltip,
    whileStocksLast: result.whileStocksLast,
  };
}

const wolfArticle = typedArticle(wolfOfWildernessWildHills, 1801010);

describe('buildPriceDisplay: the four offer types and the price types', () => {
  it.each([
    [
      '1P REGULAR, per kg',
      typedOffer(wolfOfWildernessWildHills, '1P.1801010'),
      wolfArticle,
      { main: '8,99 €', reference: undefined, unit: '(8,99 € / kg)', secondary: '8,45 CHF', whileStocksLast: false },
    ],
    [
      '1P_ABD OFFER: reference labelled sonst',
      typedOffer(wolfOfWildernessWildHills, '1P_ABD.1801010_1'),
      wolfArticle,
      { main: '8,54 €', reference: 'sonst 8,99 €', unit: '(8,54 € / kg)', secondary: '8,03 CHF', whileStocksLast: false },
    ],
    [
      '1P RETAIL: reference labelled UVP',
      typedOffer(royalCaninMaxi, '1P.1801040'),
      typedArticle(royalCaninMaxi, 1801040),
      { main: '34,99 €', reference: 'UVP 41,29 €', unit: '(8,75 € / kg)', secondary: '32,89 CHF', whileStocksLast: false },
    ],
    [
      '1P SET: reference labelled Einzeln',
      typedOffer(conceptForLifeMedium, '1P.1801032'),
      typedArticle(conceptForLifeMedium, 1801032),
      { main: '94,99 €', reference: 'Einzeln 99,98 €', unit: '(3,96 € / kg)', secondary: '89,29 CHF', whileStocksLast: false },
    ],
    [
      '1P_AUS clearance: single item, while stocks last',
      typedOffer(aluTransportbox, '1P_AUS.1801170'),
      typedArticle(aluTransportbox, 1801170),
      { main: '279,99 €', reference: 'sonst 349,99 €', unit: undefined, secondary: '263,19 CHF', whileStocksLast: true },
    ],
    [
      '3P REGULAR, per kg',
      typedOffer(rintiKennerfleisch, '3P.1801090_tierwelt24'),
      typedArticle(rintiKennerfleisch, 1801090),
      { main: '29,99 €', reference: undefined, unit: '(3,12 € / kg)', secondary: '28,19 CHF', whileStocksLast: false },
    ],
  ])('%s', (_case, offer, article, expected) => {
    expect(display(offer, article)).toEqual({ ...expected, spokenUnit: expected.unit && expect.any(String), tooltip: undefined });
  });

  it('reads the unit price out as "Grundpreis … pro Kilogramm" and "… pro Liter"', () => {
    const offer = typedOffer(wolfOfWildernessWildHills, '1P.1801011');
    expect(display(offer, typedArticle(wolfOfWildernessWildHills, 1801011)).spokenUnit).toBe('Grundpreis 7,00 € pro Kilogramm');
    expect(display(offer, { ...wolfArticle, unit: 'l' }).spokenUnit).toBe('Grundpreis 7,00 € pro Liter');
  });
});

describe('buildPriceDisplay: missing and null parts', () => {
  const abd = typedOffer(wolfOfWildernessWildHills, '1P_ABD.1801010_1');
  const { unitPrice: _unitPrice, ...abdWithoutUnitPrice } = abd;
  const { secondaryCurrency: _secondary, ...abdWithoutSecondary } = abd;
  it.each<[string, Offer, Article, Partial<ReturnType<typeof display>>]>([
    ['missing unitPrice on a kg article: no unit price', abdWithoutUnitPrice, wolfArticle, { unit: undefined, main: '8,54 €' }],
    ['single item (no unit) with a unitPrice in the data: no unit price', abd, { ...wolfArticle, unit: undefined } as Article, { unit: undefined }],
    ['null referencePrice: no reference', { ...abd, referencePrice: null }, wolfArticle, { reference: undefined, main: '8,54 €' }],
    ['no secondary currency: no secondary price', abdWithoutSecondary, wolfArticle, { secondary: undefined, main: '8,54 €' }],
    [
      'REGULAR price type with a prefixed reference: the data prefix',
      { ...abd, priceType: 'REGULAR', referencePrice: { value: 899, currency: 'EUR', labelPrefix: 'sonst' } },
      wolfArticle,
      { reference: 'sonst 8,99 €' },
    ],
    [
      'reference without any label: the amount alone',
      { ...abd, priceType: 'REGULAR', referencePrice: { value: 899, currency: 'EUR' } },
      wolfArticle,
      { reference: '8,99 €' },
    ],
    ['whileStocksLast on a 1P offer', { ...abd, whileStocksLast: true }, wolfArticle, { whileStocksLast: true }],
  ])('%s', (_case, offer, article, expected) => {
    expect(display(offer, article)).toMatchObject(expected);
  });
});

describe(`buildPriceDisplay: secondary currency in the main price above ${SECONDARY_CURRENCY_IN_MAIN_PRICE_ABOVE} minor units`, () => {
  const juwel = typedOffer(juwelRio450, '1P.3301041');
  const article = typedArticle(juwelRio450, 3301041);
  const at = (value: number): Offer => ({
    ...juwel,
    price: { value, currency: 'EUR' },
    secondaryCurrency: { price: { value: Math.round(value * 0.94), currency: 'CHF' } },
  });
  it.each([
    ['2.199,00 € (Juwel Rio, black)', juwel, '2.199,00 € (2.067,06 CHF)', '2.067,06 CHF'],
    ['2.249,00 € (Juwel Rio, white)', typedOffer(juwelRio450, '1P.3301040'), '2.249,00 € (2.114,06 CHF)', '2.114,06 CHF'],
    ['exactly 200000: not above', at(200_000), '2.000,00 €', '1.880,00 CHF'],
    ['200001: above', at(200_001), '2.000,01 € (1.880,01 CHF)', '1.880,01 CHF'],
    ['199999: below', at(199_999), '1.999,99 €', '1.879,99 CHF'],
  ])('%s', (_case, offer, main, secondary) => {
    expect(display(offer, article)).toMatchObject({ main, secondary });
  });
});

describe('buildPriceDisplay: the lowest-price tooltip needs catalog.discover.pricing-tooltip.enabled to be the string "true"', () => {
  const abd = typedOffer(wolfOfWildernessWildHills, '1P_ABD.1801010_1');
  it.each<[string, unknown, string | undefined]>([
    ["'true'", 'true', 'Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: 8,72 €'],
    ['true (boolean)', true, undefined],
    ["'false'", 'false', undefined],
    ['absent', undefined, undefined],
  ])('flag %s', (_case, value, expected) => {
    const featureFlags = (value === undefined ? {} : { 'catalog.discover.pricing-tooltip.enabled': value }) as Record<string, string>;
    setUpPlatform({ featureFlags });
    const result: PriceDisplay = buildPriceDisplay(abd, wolfArticle, readCardFlags());
    expect(result.tooltip).toBe(expected);
  });

  it('shows no tooltip for an offer without one, even with the flag on', () => {
    expect(buildPriceDisplay(typedOffer(wolfOfWildernessWildHills, '1P.1801010'), wolfArticle, { pricingTooltipEnabled: true }).tooltip).toBeUndefined();
  });
});
