// Expands the catalogue seeds into full Product objects with articles, offers and German price labels.
import { makePrice, toSecondary, formatMoney } from '../../src/domain/price';
import type { Article, Offer, OfferType, PriceLabelPrefix, PriceType, Product } from '../../src/domain/types';
import { PET_SEGMENT } from '../../src/domain/catalog-query';
import type { ProductSeed, SizeSeed } from './seeds';

export const DISCOUNT_TIERS = [5, 10, 15, 20, 25] as const;
const SELLERS = ['tierwelt24', 'petshop_mueller'];

interface OfferSpec {
  type: OfferType;
  suffix?: string;
  price: number;
  priceType: PriceType;
  reference?: { value: number; prefix: Exclude<PriceLabelPrefix, ''> };
  discount?: number;
  outOfStock?: boolean;
  tooltip?: string;
}

/** Rotates through the discount tiers so every tier appears in the data. */
class TierCounter {
  private next = 0;
  take(): number {
    const tier = DISCOUNT_TIERS[this.next % DISCOUNT_TIERS.length] ?? 10;
    this.next += 1;
    return tier;
  }
}

const discounted = (price: number, percent: number): number => Math.round((price * (100 - percent)) / 100);

function lowestPriceTooltip(referenceValue: number): string {
  return `Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: ${formatMoney(Math.round(referenceValue * 0.97))}`;
}

function abd(price: number, tier: number, suffix: string, outOfStock = false): OfferSpec {
  return {
    type: '1P_ABD',
    suffix,
    price: discounted(price, tier),
    priceType: 'OFFER',
    reference: { value: price, prefix: 'sonst' },
    discount: tier,
    outOfStock,
    tooltip: lowestPriceTooltip(price),
  };
}

function setReference(seed: ProductSeed, size: SizeSeed): number | undefined {
  if (!size.pack || size.pack < 2) return undefined;
  const singleAmount = size.amount !== undefined ? size.amount / size.pack : undefined;
  const single = seed.sizes.find((s) => singleAmount !== undefined && s.amount !== undefined && Math.abs(s.amount - singleAmount) < 1e-9);
  return single ? single.price * size.pack : Math.round(size.price * 1.11);
}

function offerSpecs(seed: ProductSeed, size: SizeSeed, tiers: TierCounter): OfferSpec[] {
  const p = size.price;
  const setRef = setReference(seed, size);
  const regular: OfferSpec = setRef
    ? { type: '1P', price: p, priceType: 'SET', reference: { value: setRef, prefix: 'Einzeln' } }
    : { type: '1P', price: p, priceType: 'REGULAR' };
  switch (seed.scheme) {
    case 'regular':
      return [regular];
    case 'discount':
      return [regular, abd(p, tiers.take(), '1')];
    case 'discountOnly':
      return [abd(p, tiers.take(), '1')];
    case 'twoDiscounts':
      return [abd(p, tiers.take(), '1'), abd(p, tiers.take(), '2')];
    case 'cheapestOos':
      return [abd(p, tiers.take(), '1', true), regular];
    case 'retail':
      return [{ type: '1P', price: p, priceType: 'RETAIL', reference: { value: Math.round(p * 1.18), prefix: 'UVP' } }];
    case 'clearance':
      return [
        { type: '1P_AUS', price: Math.round(p * 0.8), priceType: 'OFFER', reference: { value: p, prefix: 'sonst' } },
        { ...regular, outOfStock: true },
      ];
    case 'thirdParty':
      return SELLERS.map((seller, i) => ({ type: '3P', suffix: seller, price: p + i * 150, priceType: 'REGULAR' }));
    case 'mixed3p':
      return [regular, { type: '3P', suffix: SELLERS[0], price: p - 50, priceType: 'REGULAR' }];
    case 'outOfStock':
      return [{ ...regular, outOfStock: true }];
  }
}

function offerId(type: OfferType, articleId: number, suffix?: string): string {
  return suffix ? `${type}.${articleId}_${suffix}` : `${type}.${articleId}`;
}

function buildOffer(spec: OfferSpec, articleId: number, seed: ProductSeed, size: SizeSeed): Offer {
  const perUnit = seed.unit && size.amount ? seed.unit : undefined;
  const unitValue = (v: number) => Math.round(v / (size.amount ?? 1));
  const reference = spec.reference ? makePrice(spec.reference.value, { prefix: spec.reference.prefix }) : null;
  return {
    id: offerId(spec.type, articleId, spec.suffix),
    type: spec.type,
    outOfStock: spec.outOfStock ?? false,
    price: makePrice(spec.price),
    ...(perUnit ? { unitPrice: makePrice(unitValue(spec.price), { perUnit }) } : {}),
    referencePrice: reference,
    discount: spec.discount ? { type: 'PERCENTAGE_DISCOUNT', label: `-${spec.discount}%`, value: spec.discount } : null,
    priceType: spec.priceType,
    secondaryCurrency: {
      price: makePrice(toSecondary(spec.price), { currency: 'CHF' }),
      ...(perUnit ? { unitPrice: makePrice(unitValue(toSecondary(spec.price)), { currency: 'CHF', perUnit }) } : {}),
      ...(spec.reference ? { referencePrice: makePrice(toSecondary(spec.reference.value), { currency: 'CHF', prefix: spec.reference.prefix }) } : {}),
    },
    ...(spec.tooltip ? { tooltip: { text: spec.tooltip } } : {}),
    whileStocksLast: spec.type === '1P_AUS',
  };
}

export function buildProduct(seed: ProductSeed, tiers: TierCounter): Product {
  const path = `/shop/${PET_SEGMENT[seed.pet]}/${seed.category}/${seed.brandSlug}/${seed.series}/${seed.id}`;
  const articles: Article[] = seed.sizes.map((size, index) => {
    const id = seed.id * 10 + index;
    return {
      id,
      variantId: seed.sizes.length > 1 ? `${seed.id}.${index}` : String(seed.id),
      name: size.name,
      ...(seed.unit && size.amount ? { unit: seed.unit } : {}),
      bonuspoints: Math.max(1, Math.floor(size.price / 100)),
      offers: offerSpecs(seed, size, tiers).map((spec) => buildOffer(spec, id, seed, size)),
    };
  });
  return {
    shopIdentifier: String(seed.id),
    path,
    name: seed.name,
    description: seed.description,
    pictureUrl: `/images/products/${seed.id}.jpg`,
    link: path,
    unit: { name: seed.unit ?? 'Stück' },
    feedbackAggregate: { reviewCount: seed.rating[0], averageRating: seed.rating[1] },
    productChoice: { active: seed.choice ?? false, label: 'zooplus Empfehlung' },
    badges: {
      favorite: {
        active: seed.favorite ?? false,
        label: 'Kundenliebling',
        description: 'Von unseren Kundinnen und Kunden besonders gut bewertet und oft nachgekauft.',
      },
      sponsored: seed.sponsored ?? false,
    },
    articles,
  };
}

export function buildProducts(seeds: ProductSeed[]): Product[] {
  const tiers = new TierCounter();
  return seeds.map((seed) => buildProduct(seed, tiers));
}
