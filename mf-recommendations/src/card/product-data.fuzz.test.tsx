import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import type { ProductCardProps } from '@storefront/contracts';
import { collectReports, copyJson, mutatedModels, setUpPlatform } from '@storefront/test-support';
import { parseProduct } from '../model/parse-product';
import { PURCHASABLE_OFFER_ID_PREFIXES } from '../pricing/purchasable-offer';
import { selectArticle } from '../pricing/select-article';
import { ProductCard } from './ProductCard';

// Product data fuzzing for the card and its price rules: catalogue products of the sample data, mutated the generic
// ways (fields removed, null, wrong types, huge, unicode) and the ways offers break in real catalogues. Seeded;
// FUZZ_RUNS / FUZZ_SEED as in the content fuzzing (npm run fuzz -w mf-recommendations runs more).
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const SAMPLE_PRODUCTS = (
  JSON.parse(readFileSync(join(__dirname, '../../../shared/sample-api/data/default/products.json'), 'utf8')) as { products: Record<string, unknown>[] }
).products;

type JsonRecord = Record<string, unknown>;
const records = (value: unknown): JsonRecord[] =>
  Array.isArray(value) ? value.filter((item): item is JsonRecord => typeof item === 'object' && item !== null) : [];

/** Every offer of a product's input, wherever the mutations left them. */
const offersOf = (product: unknown): JsonRecord[] =>
  typeof product === 'object' && product !== null ? records((product as JsonRecord).articles).flatMap((article) => records(article.offers)) : [];

const OFFER_BREAKS: ReadonlyArray<(offer: JsonRecord, other: JsonRecord | undefined) => void> = [
  (offer) => delete offer.price,
  (offer) => (offer.price = { ...(offer.price as JsonRecord), value: -1299 }),
  (offer) => (offer.price = { ...(offer.price as JsonRecord), value: 12.345 }),
  (offer) => (offer.price = { ...(offer.price as JsonRecord), value: '8,99' }),
  (offer) => (offer.price = { ...(offer.price as JsonRecord), currency: 'Euro' }),
  (offer) => (offer.type = 'XP'),
  (offer) => (offer.type = '3P'),
  (offer) => (offer.id = `3P.${String(offer.id)}`),
  (offer) => (offer.id = String(offer.id).replace(/^1P(_ABD)?\./, '1P_AUS.')),
  (offer, other) => (offer.id = other?.id ?? offer.id),
  (offer) => (offer.outOfStock = 'false'),
  (offer) => delete offer.outOfStock,
  (offer) => (offer.outOfStock = true),
  (offer) => (offer.discount = null),
  (offer) => (offer.discount = { type: 'PERCENTAGE_DISCOUNT', label: '', value: Number.NaN }),
  (offer) => delete offer.unitPrice,
  (offer) => (offer.referencePrice = { value: null }),
  (offer) => (offer.secondaryCurrency = { price: { value: 'viel', currency: 'CHF' } }),
];

/** Sample products with generic mutations and then offer breaks on chosen offers. */
const brokenProducts = fc
  .tuple(mutatedModels(SAMPLE_PRODUCTS, ['Produkt']), fc.array(fc.tuple(fc.nat(), fc.nat(OFFER_BREAKS.length - 1), fc.nat()), { maxLength: 4 }))
  .map(([generated, breaks]) => {
    // A copy: fast-check keeps generated values to shrink them, so they must not be changed in place.
    const model = copyJson(generated.model);
    const { mutations } = generated;
    const offers = offersOf(model);
    const applied = breaks.flatMap(([which, kind, other]) => {
      const offer = offers[which % Math.max(offers.length, 1)];
      if (!offer) return [];
      (OFFER_BREAKS[kind] as (typeof OFFER_BREAKS)[number])(offer, offers[other % offers.length]);
      return [`offer break ${kind} on offer ${which % offers.length}`];
    });
    const product = { model, changes: [...mutations, ...applied] };
    Object.defineProperty(product, fc.toStringMethod, { value: () => `[${product.changes.join(', ') || 'no change'}]` });
    return product;
  });

const isPurchasableInput = (offer: JsonRecord | undefined) =>
  offer !== undefined &&
  offer.outOfStock === false &&
  offer.type !== '3P' &&
  typeof offer.id === 'string' &&
  PURCHASABLE_OFFER_ID_PREFIXES.some((prefix) => (offer.id as string).startsWith(prefix));

beforeEach(() => {
  setUpPlatform({
    featureFlags: {
      'catalog.discover.pricing-tooltip.enabled': 'true',
      'catalog.discover.favourite-badge.enabled': 'true',
      'catalog.discover.sponsored-tag.enabled': 'true',
      'catalog.discover.recommendations.add-to-cart.enabled': 'true',
    },
  });
  collectReports();
});

describe('product cards on fuzzed catalogue data', () => {
  it(`never crash, never sell a 3P, clearance or sold-out offer, never show NaN or undefined (${RUNS} products)`, () => {
    let cards = 0;
    fc.assert(
      fc.property(brokenProducts, fc.constantFrom('grid', 'recommendation') as fc.Arbitrary<'grid' | 'recommendation'>, ({ model }, imageSize) => {
        const { container } = render(<ProductCard product={model as ProductCardProps['product']} imageSize={imageSize} />);
        const card = container.querySelector('article');
        const text = container.textContent ?? '';
        cleanup();
        if (!card) return;
        cards += 1;
        if (/NaN|undefined|null|Infinity/.test(text)) throw new Error(`a card shows "${text.match(/NaN|undefined|null|Infinity/)?.[0]}"`);
        if (!/\d,\d{2}\s€/.test(text)) throw new Error('a card shows no euro price');
        // The offer the card sells is one the input really offers, in stock and first-party.
        const parsed = parseProduct(model).product;
        const sold = parsed ? selectArticle(parsed)?.offer : undefined;
        const input = offersOf(model).filter((offer) => offer.id === sold?.id);
        if (!sold || input.length === 0 || !input.every(isPurchasableInput)) throw new Error(`a card sells the offer ${sold?.id ?? '(none)'}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // both sides are exercised: some products still make a card
    expect(cards).toBeGreaterThan(0);
  }, 300_000);
});
