// Real-looking catalogue data in the sample backend's shapes (shared/sample-api/data/default/products.json):
// German labels, minor units, CHF as secondary currency at the sample rate 0.94. Typed by the OpenAPI document.
import type { SchemaArticle, SchemaCurrency, SchemaOffer, SchemaOfferType, SchemaPrice, SchemaProduct } from '@storefront/contracts';

type Prefix = '' | 'sonst' | 'UVP' | 'Einzeln';

const symbol = (currency: string) => (currency === 'EUR' ? '€' : currency);

function labelOf(value: number, currency: string): string {
  const major = Math.floor(value / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${major},${String(value % 100).padStart(2, '0')} ${symbol(currency)}`;
}

export function priceObject(value: number, options: { currency?: SchemaCurrency; prefix?: Prefix; perUnit?: string } = {}): SchemaPrice {
  const currency = options.currency ?? 'EUR';
  const prefix = options.prefix ?? '';
  const label = labelOf(value, currency);
  const labelPattern = [prefix, '{price}', options.perUnit ? `/ ${options.perUnit}` : ''].filter(Boolean).join(' ');
  return { value, label, labelFull: labelPattern.replace('{price}', label), labelPattern, labelPrefix: prefix, currency };
}

const chf = (value: number) => Math.round(value * 0.94);

export interface OfferFixtureOptions {
  id: string;
  price: number;
  priceType: 'SET' | 'REGULAR' | 'OFFER' | 'RETAIL';
  /** amount of the article in its unit; no unit price without it */
  amount?: number;
  unit?: 'kg' | 'l';
  reference?: { value: number; prefix: Exclude<Prefix, ''> };
  discount?: number | null;
  outOfStock?: boolean;
  tooltip?: string;
  whileStocksLast?: boolean;
}

export function offer(options: OfferFixtureOptions): SchemaOffer {
  // The id starts with the offer type: 1P.…, 1P_ABD.…, 3P.…
  const type = options.id.slice(0, options.id.indexOf('.')) as SchemaOfferType;
  const perUnit = options.unit && options.amount ? options.unit : undefined;
  const unitValue = (value: number) => Math.round(value / (options.amount ?? 1));
  return {
    id: options.id,
    type,
    outOfStock: options.outOfStock ?? false,
    price: priceObject(options.price),
    ...(perUnit ? { unitPrice: priceObject(unitValue(options.price), { perUnit }) } : {}),
    referencePrice: options.reference ? priceObject(options.reference.value, { prefix: options.reference.prefix }) : null,
    discount:
      options.discount === undefined || options.discount === null
        ? null
        : { type: 'PERCENTAGE_DISCOUNT', label: `-${options.discount}%`, value: options.discount },
    priceType: options.priceType,
    secondaryCurrency: {
      price: priceObject(chf(options.price), { currency: 'CHF' }),
      ...(perUnit ? { unitPrice: priceObject(unitValue(chf(options.price)), { currency: 'CHF', perUnit }) } : {}),
      ...(options.reference ? { referencePrice: priceObject(chf(options.reference.value), { currency: 'CHF', prefix: options.reference.prefix }) } : {}),
    },
    ...(options.tooltip ? { tooltip: { text: options.tooltip } } : {}),
    whileStocksLast: options.whileStocksLast ?? false,
  };
}

export type OfferFixture = SchemaOffer;

export function article(id: number, variantId: string, name: string, offers: OfferFixture[], unit?: 'kg' | 'l'): SchemaArticle {
  return { id, variantId, name, ...(unit ? { unit } : {}), bonuspoints: 8, offers };
}

export type ArticleFixture = SchemaArticle;

export function product(
  shopIdentifier: string,
  path: string,
  name: string,
  articles: ArticleFixture[],
  extras: { favorite?: boolean; sponsored?: boolean; reviews?: [number, number] } = {},
): SchemaProduct {
  const [reviewCount, averageRating] = extras.reviews ?? [120, 4.5];
  return {
    shopIdentifier,
    path,
    name,
    description: `${name} – Beschreibung`,
    pictureUrl: `/images/products/${shopIdentifier}.jpg`,
    link: path,
    unit: { name: 'kg' },
    feedbackAggregate: { reviewCount, averageRating },
    productChoice: { active: false, label: 'zooplus Empfehlung' },
    badges: {
      favorite: {
        active: extras.favorite ?? false,
        label: 'Kundenliebling',
        description: 'Von unseren Kundinnen und Kunden besonders gut bewertet und oft nachgekauft.',
      },
      sponsored: extras.sponsored ?? false,
    },
    articles,
  };
}

export type ProductFixture = SchemaProduct;

const tooltip = (euros: string) => `Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: ${euros} €`;

/** 1P REGULAR plus a cheaper 1P_ABD offer per size; favourite badge active. */
export const wolfOfWildernessWildHills = product(
  '180101',
  '/shop/hunde/hundefutter_trocken/wolf_of_wilderness/adult/180101',
  'Wolf of Wilderness Adult "Wild Hills" Ente',
  [
    article(
      1801010,
      '180101.0',
      '1 kg',
      [
        offer({ id: '1P.1801010', price: 899, priceType: 'REGULAR', unit: 'kg', amount: 1 }),
        offer({
          id: '1P_ABD.1801010_1',
          price: 854,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 1,
          reference: { value: 899, prefix: 'sonst' },
          discount: 5,
          tooltip: tooltip('8,72'),
        }),
      ],
      'kg',
    ),
    article(
      1801011,
      '180101.1',
      '5 kg',
      [
        offer({ id: '1P.1801011', price: 3499, priceType: 'REGULAR', unit: 'kg', amount: 5 }),
        offer({
          id: '1P_ABD.1801011_1',
          price: 3149,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 5,
          reference: { value: 3499, prefix: 'sonst' },
          discount: 10,
          tooltip: tooltip('33,94'),
        }),
      ],
      'kg',
    ),
    article(
      1801012,
      '180101.2',
      '12 kg',
      [
        offer({ id: '1P.1801012', price: 6499, priceType: 'REGULAR', unit: 'kg', amount: 12 }),
        offer({
          id: '1P_ABD.1801012_1',
          price: 5524,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 12,
          reference: { value: 6499, prefix: 'sonst' },
          discount: 15,
          tooltip: tooltip('63,04'),
        }),
      ],
      'kg',
    ),
  ],
  { favorite: true, reviews: [1843, 4.7] },
);

/** 1P RETAIL with an UVP reference; sponsored. */
export const royalCaninMaxi = product(
  '180104',
  '/shop/hunde/hundefutter_trocken/royal_canin/maxi/180104',
  'Royal Canin Maxi Adult',
  [
    article(
      1801040,
      '180104.0',
      '4 kg',
      [offer({ id: '1P.1801040', price: 3499, priceType: 'RETAIL', unit: 'kg', amount: 4, reference: { value: 4129, prefix: 'UVP' } })],
      'kg',
    ),
    article(
      1801041,
      '180104.1',
      '15 kg',
      [offer({ id: '1P.1801041', price: 8999, priceType: 'RETAIL', unit: 'kg', amount: 15, reference: { value: 10619, prefix: 'UVP' } })],
      'kg',
    ),
  ],
  { sponsored: true, reviews: [1204, 4.6] },
);

/** Three sizes, the multipack a SET with an "Einzeln" reference. */
export const conceptForLifeMedium = product(
  '180103',
  '/shop/hunde/hundefutter_trocken/concept_for_life/medium/180103',
  'Concept for Life Medium Adult',
  [
    article(1801030, '180103.0', '4 kg', [offer({ id: '1P.1801030', price: 2199, priceType: 'REGULAR', unit: 'kg', amount: 4 })], 'kg'),
    article(1801031, '180103.1', '12 kg', [offer({ id: '1P.1801031', price: 4999, priceType: 'REGULAR', unit: 'kg', amount: 12 })], 'kg'),
    article(
      1801032,
      '180103.2',
      '2 x 12 kg',
      [offer({ id: '1P.1801032', price: 9499, priceType: 'SET', unit: 'kg', amount: 24, reference: { value: 9998, prefix: 'Einzeln' } })],
      'kg',
    ),
  ],
  { reviews: [2310, 4.5] },
);

/** The cheaper 1P_ABD offer is out of stock; the 1P REGULAR one is sold. */
export const conceptForLifeIndoor = product(
  '240104',
  '/shop/katzen/katzenfutter_trocken/concept_for_life/indoor/240104',
  'Concept for Life Indoor Cats',
  [
    article(
      2401040,
      '240104.0',
      '3 kg',
      [
        offer({
          id: '1P_ABD.2401040_1',
          price: 1799,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 3,
          reference: { value: 1999, prefix: 'sonst' },
          discount: 10,
          outOfStock: true,
          tooltip: tooltip('19,39'),
        }),
        offer({ id: '1P.2401040', price: 1999, priceType: 'REGULAR', unit: 'kg', amount: 3 }),
      ],
      'kg',
    ),
    article(
      2401041,
      '240104.1',
      '10 kg',
      [
        offer({
          id: '1P_ABD.2401041_1',
          price: 4249,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 10,
          reference: { value: 4999, prefix: 'sonst' },
          discount: 15,
          outOfStock: true,
          tooltip: tooltip('48,49'),
        }),
        offer({ id: '1P.2401041', price: 4999, priceType: 'REGULAR', unit: 'kg', amount: 10 }),
      ],
      'kg',
    ),
  ],
  { reviews: [2011, 4.5] },
);

/** Single items (no unit) above and below 2000 €: 2.249,00 € and 2.199,00 €. */
export const juwelRio450 = product(
  '330104',
  '/shop/aquaristik/aquarien/juwel/rio/330104',
  'Juwel Rio 450 LED Aquarium-Kombination',
  [
    article(3301040, '330104.0', 'Weiß', [offer({ id: '1P.3301040', price: 224900, priceType: 'REGULAR' })]),
    article(3301041, '330104.1', 'Schwarz', [offer({ id: '1P.3301041', price: 219900, priceType: 'REGULAR' })]),
  ],
  { reviews: [37, 4.8] },
);

/** Clearance: 1P_AUS while stocks last, 1P out of stock; nothing a card may sell. */
export const aluTransportbox = product(
  '180117',
  '/shop/hunde/hundezubehoer/zooplus_exclusive/transportboxen/180117',
  'Alu-Transportbox für Hunde XL',
  [
    article(1801170, '180117', '1 Stück', [
      offer({ id: '1P_AUS.1801170', price: 27999, priceType: 'OFFER', reference: { value: 34999, prefix: 'sonst' }, whileStocksLast: true }),
      offer({ id: '1P.1801170', price: 34999, priceType: 'REGULAR', outOfStock: true }),
    ]),
  ],
  { reviews: [41, 4.5] },
);

/** Third-party offers only. */
export const rintiKennerfleisch = product(
  '180109',
  '/shop/hunde/hundefutter_nass/rinti/kennerfleisch/180109',
  'Rinti Kennerfleisch Rind',
  [
    article(
      1801090,
      '180109',
      '12 x 800 g',
      [
        offer({ id: '3P.1801090_tierwelt24', price: 2999, priceType: 'REGULAR', unit: 'kg', amount: 9.6 }),
        offer({ id: '3P.1801090_petshop_mueller', price: 3149, priceType: 'REGULAR', unit: 'kg', amount: 9.6 }),
      ],
      'kg',
    ),
  ],
  { reviews: [352, 4.3] },
);

/** 1P plus a cheaper 3P offer: the 1P one is sold. */
export const joseraSenior = product(
  '180105',
  '/shop/hunde/hundefutter_trocken/josera/senior/180105',
  'Josera Balance Senior',
  [
    article(
      1801050,
      '180105',
      '12,5 kg',
      [
        offer({ id: '1P.1801050', price: 5499, priceType: 'REGULAR', unit: 'kg', amount: 12.5 }),
        offer({ id: '3P.1801050_tierwelt24', price: 5449, priceType: 'REGULAR', unit: 'kg', amount: 12.5 }),
      ],
      'kg',
    ),
  ],
  { reviews: [488, 4.4] },
);

/** Two 1P_ABD tiers on each size. */
export const purizonLammFisch = product(
  '180102',
  '/shop/hunde/hundefutter_trocken/purizon/adult/180102',
  'Purizon Adult Lamm & Fisch getreidefrei',
  [
    article(
      1801020,
      '180102.0',
      '4 kg',
      [
        offer({
          id: '1P_ABD.1801020_1',
          price: 2399,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 4,
          reference: { value: 2999, prefix: 'sonst' },
          discount: 20,
          tooltip: tooltip('29,09'),
        }),
        offer({
          id: '1P_ABD.1801020_2',
          price: 2249,
          priceType: 'OFFER',
          unit: 'kg',
          amount: 4,
          reference: { value: 2999, prefix: 'sonst' },
          discount: 25,
          tooltip: tooltip('29,09'),
        }),
      ],
      'kg',
    ),
  ],
  { reviews: [962, 4.6] },
);

/** A recommender item for one article of a product, with the recommender's tracking link. */
export function recommendationItem(
  productFixture: ProductFixture,
  articleIndex: number,
  options: { trackingContainer: string; strategy: string; slot: number },
) {
  const chosen = productFixture.articles[articleIndex];
  if (!chosen) throw new Error(`no article ${articleIndex} in ${productFixture.shopIdentifier}`);
  const params = new URLSearchParams({
    zootopia_rec: 'true',
    cn: options.trackingContainer,
    si: '1',
    pn: 'web_home',
    pr: productFixture.shopIdentifier,
    strategy: options.strategy,
    rk: String(options.slot),
    slot: String(options.slot),
    pi: String(chosen.id),
    rri: 'rri-7f3a2c',
  });
  const { articles: _articles, ...withoutArticles } = productFixture;
  return {
    product: { ...withoutArticles, link: `${productFixture.path}?${params.toString()}` },
    article: { id: chosen.id, variantId: chosen.variantId, name: chosen.name, ...(chosen.unit ? { unit: chosen.unit } : {}), bonuspoints: chosen.bonuspoints },
    articleOffers: chosen.offers,
    weight: 1 - options.slot / 100,
    trackingId: `trk-${options.trackingContainer}-${options.slot}`,
    siteId: 1,
    language: 'de',
    locale: 'de-DE',
  };
}
