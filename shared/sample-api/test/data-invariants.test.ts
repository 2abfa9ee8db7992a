// Invariants of the default data set (the generated part included): what the fragments rely on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../src/config';
import { loadDataSet } from '../src/data/load';
import { mapStrings } from '../src/data/transform';
import type { Offer, OfferType } from '../src/domain/types';
import { buildGeneratedFiles, serialise } from '../scripts/catalog/build-data-set';
import { DISCOUNT_TIERS } from '../scripts/catalog/build-products';

const ORIGIN = 'http://img.test';
const data = loadDataSet(DEFAULT_DATA_DIR, ORIGIN);
const offers: Offer[] = data.products.flatMap((p) => p.articles.flatMap((a) => a.offers));
const pets = (path: string) => path.split('/')[2];

describe('generated files', () => {
  test.each(Object.entries(buildGeneratedFiles()))('%s is up to date with scripts/catalog (npm run generate:data)', (file, content) => {
    expect(readFileSync(join(DEFAULT_DATA_DIR, file), 'utf8')).toBe(serialise(content));
  });
});

describe('products', () => {
  test('at least 60 products over dogs, cats, small animals, birds, fish and horses', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(data.products.map((p) => pets(p.path)))).toEqual(new Set(['hunde', 'katzen', 'kleintier', 'vogel', 'aquaristik', 'pferd']));
  });

  test('own brands are among them', () => {
    const names = data.products.map((p) => p.name).join('\n');
    for (const brand of [
      'Lukullus',
      "Rosie's Farm",
      'Purizon',
      'Wolf of Wilderness',
      'Smilla',
      'Cosma',
      'Feringa',
      'Concept for Life',
      'Tigerino',
      'zoolove',
    ]) {
      expect(names).toContain(brand);
    }
  });

  test('paths are /shop/{pet}/{category}/{brand}/{series}/{productId}, ids are unique', () => {
    const ids = new Set<string>();
    const articleIds = new Set<number>();
    for (const p of data.products) {
      expect(p.path).toMatch(new RegExp(`^/shop/[a-z_]+/[a-z_]+/[a-z_]+/[a-z_]+/${p.shopIdentifier}$`));
      expect(p.pictureUrl).toBe(`${ORIGIN}/images/products/${p.shopIdentifier}.jpg`);
      expect(ids.has(p.shopIdentifier)).toBe(false);
      ids.add(p.shopIdentifier);
      for (const a of p.articles) {
        expect(articleIds.has(a.id)).toBe(false);
        articleIds.add(a.id);
        expect(ids.has(String(a.id))).toBe(false);
        expect(a.variantId.split('.')[0]).toBe(p.shopIdentifier);
        expect(a.variantId.includes('.')).toBe(p.articles.length > 1);
      }
    }
  });

  test('articles in kg, l and single items; unit prices exactly for kg and l articles', () => {
    const articles = data.products.flatMap((p) => p.articles);
    expect(new Set(articles.map((a) => a.unit ?? 'single'))).toEqual(new Set(['kg', 'l', 'single']));
    for (const a of articles) {
      for (const o of a.offers) {
        if (a.unit) expect(o.unitPrice?.labelPattern).toBe(`{price} / ${a.unit}`);
        else expect(o.unitPrice).toBeUndefined();
      }
    }
  });

  const prefixes: Record<OfferType, RegExp> = {
    '1P': /^1P\.\d+$/,
    '1P_ABD': /^1P_ABD\.\d+_\d+$/,
    '1P_AUS': /^1P_AUS\.\d+$/,
    '3P': /^3P\.\d+_[a-z0-9_]+$/,
  };

  test('offers of all four types; every offer id has its type prefix and its article id', () => {
    expect(new Set(offers.map((o) => o.type))).toEqual(new Set(['1P', '1P_ABD', '1P_AUS', '3P']));
    for (const p of data.products) {
      for (const a of p.articles) {
        for (const o of a.offers) {
          expect(o.id).toMatch(prefixes[o.type]);
          expect(o.id.split('.')[1]?.split('_')[0]).toBe(String(a.id));
        }
      }
    }
  });

  test('discounts only on 1P_ABD offers, with values in the sample tiers, every tier used', () => {
    const tiers = new Set<number>();
    for (const o of offers) {
      if (o.type === '1P_ABD') {
        expect(o.discount).not.toBeNull();
        expect(DISCOUNT_TIERS).toContain(o.discount?.value);
        expect(o.discount?.label).toBe(`-${o.discount?.value}%`);
        expect(o.tooltip?.text).toMatch(/^Niedrigster Preis der letzten 30 Tage vor der Preisermäßigung: [\d.]+,\d\d €$/);
        tiers.add(o.discount?.value ?? 0);
      } else {
        expect(o.discount).toBeNull();
      }
    }
    expect([...tiers].sort((a, b) => a - b)).toEqual([...DISCOUNT_TIERS]);
  });

  test('reference prices use sonst (offers), UVP (retail) and Einzeln (sets) and are higher than the price', () => {
    const expected = { OFFER: 'sonst', RETAIL: 'UVP', SET: 'Einzeln' } as const;
    const seen = new Set<string>();
    for (const o of offers) {
      if (o.priceType === 'REGULAR') {
        expect(o.referencePrice).toBeNull();
        continue;
      }
      expect(o.referencePrice?.labelPrefix).toBe(expected[o.priceType]);
      expect(o.referencePrice?.labelFull).toBe(`${expected[o.priceType]} ${o.referencePrice?.label}`);
      expect(o.referencePrice?.value ?? 0).toBeGreaterThan(o.price.value);
      seen.add(o.referencePrice?.labelPrefix ?? '');
    }
    expect(seen).toEqual(new Set(['sonst', 'UVP', 'Einzeln']));
  });

  test('price objects: integer cents, German labels, EUR main and CHF secondary currency', () => {
    for (const o of offers) {
      expect(Number.isInteger(o.price.value)).toBe(true);
      expect(o.price.currency).toBe('EUR');
      const euros = Math.floor(o.price.value / 100)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      expect(o.price.label).toBe(`${euros},${String(o.price.value % 100).padStart(2, '0')} €`);
      expect(o.secondaryCurrency?.price.currency).toBe('CHF');
      expect(Boolean(o.secondaryCurrency?.referencePrice)).toBe(Boolean(o.referencePrice));
    }
  });

  test('while-stocks-last marks exactly the 1P_AUS offers', () => {
    for (const o of offers) expect(o.whileStocksLast).toBe(o.type === '1P_AUS');
  });

  test('prices above 200000 minor units and some just below', () => {
    expect(offers.filter((o) => o.price.value > 200_000).length).toBeGreaterThanOrEqual(2);
    expect(offers.some((o) => o.price.value >= 190_000 && o.price.value < 200_000)).toBe(true);
  });

  test('out of stock cases: some offers, some cheapest offers, some whole products', () => {
    expect(offers.some((o) => o.outOfStock)).toBe(true);
    const articles = data.products.flatMap((p) => p.articles);
    const cheapestOos = articles.filter((a) => {
      const cheapest = [...a.offers].sort((x, y) => x.price.value - y.price.value)[0];
      return cheapest?.outOfStock && a.offers.some((o) => !o.outOfStock);
    });
    expect(cheapestOos.length).toBeGreaterThanOrEqual(2);
    expect(data.products.some((p) => p.articles.every((a) => a.offers.every((o) => o.outOfStock)))).toBe(true);
  });

  test('several purchasable offers on some articles; some products only 3P', () => {
    const purchasable = (o: Offer) => !o.outOfStock && (o.id.startsWith('1P.') || o.id.startsWith('1P_ABD.'));
    expect(data.products.flatMap((p) => p.articles).some((a) => a.offers.filter(purchasable).length >= 2)).toBe(true);
    expect(data.products.filter((p) => p.articles.every((a) => a.offers.every((o) => o.type === '3P'))).length).toBeGreaterThanOrEqual(2);
  });
});

describe('recommendations', () => {
  const stored = Object.values(data.recommendations.pages).flat();

  test('every recommended, own-brand and bundle article exists as an article of a product', () => {
    const ids = [
      ...stored.flatMap((c) => c.articleIds),
      ...data.ownBrand.categories.flatMap((c) => c.articleIds),
      ...data.bundles.bundles.flatMap((b) => b.articleIds),
    ];
    expect(ids.filter((id) => !data.articleIndex.has(id))).toEqual([]);
  });

  test('home has container_1..container_4; every container has 12 or 20 distinct items', () => {
    expect(data.recommendations.pages.home?.map((c) => c.name)).toEqual(['container_1', 'container_2', 'container_3', 'container_4']);
    for (const c of stored) {
      expect([12, 20]).toContain(c.articleIds.length);
      expect(new Set(c.articleIds).size).toBe(c.articleIds.length);
      expect(c.caption).not.toBe('');
    }
  });

  test('own-brand page: seven categories, 1-4 cat, 5-7 dog, one with exactly 4 items and the rest more', () => {
    const categories = data.ownBrand.categories;
    expect(categories.map((c) => c.metadata.id)).toEqual([
      'dry-food-cats',
      'wet-food-cats',
      'snacks-cats',
      'litter-cats',
      'dry-food-dogs',
      'wet-food-dogs',
      'snacks-dogs',
    ]);
    categories.forEach((c, i) => {
      const pet = i < 4 ? 'katzen' : 'hunde';
      for (const id of c.articleIds) expect(pets(data.articleIndex.get(id)?.product.path ?? '')).toBe(pet);
      expect(c.ctaLink).toMatch(/^\/shop\//);
      expect(c.desktopBannerImage).toMatch(/^http:\/\/img\.test\/images\/content\/.+\.jpg$/);
    });
    const sizes = categories.map((c) => c.articleIds.length);
    expect(sizes.filter((n) => n === 4)).toHaveLength(1);
    expect(sizes.filter((n) => n > 4)).toHaveLength(6);
  });
});

describe('content', () => {
  const blockTypes = [
    'SoftRedirectModal',
    'PromoBar',
    'HeroBannerCarousel',
    'SecondaryHeroBanner',
    'ResponsiveBanner',
    'BrandCarousel',
    'OwnBrandsCarousel',
    'FeatureZone',
    'TabContainer',
    'SpecialOffers',
    'PetSection',
    'PetSelectorCarousel',
    'CategorySelectorCarousel',
    'MagazineTeaserCarousel',
    'ValuePropositionStrip',
    'CustomerReviewsCarousel',
    'CustomerStatistics',
    'SocialMediaCarousel',
    'RecommendationSlider',
    'TermsTextBlock',
    'SeoAccordion',
    'LoginOrReorderButton',
    'GoToTopButton',
    'CountdownBanner',
  ];
  const layout = data.content.pages.get('homepage');
  const refs = (layout?.blocks ?? []) as Array<{ id: string; contentType: string }>;

  test('the homepage layout uses every block type, and each reference matches its block', () => {
    expect(new Set(refs.map((r) => r.contentType))).toEqual(new Set(blockTypes));
    for (const ref of refs) expect(data.content.blocks.get(ref.id)?.metadata).toEqual({ contentType: ref.contentType, id: ref.id });
  });

  test('block file names are their ids; broken-example is outside the layout with an unknown content type', () => {
    for (const [id, model] of data.content.blocks) expect(model.metadata.id).toBe(id);
    expect(refs.map((r) => r.id)).not.toContain('broken-example');
    expect(blockTypes).not.toContain(data.content.blocks.get('broken-example')?.metadata.contentType);
  });

  test('recommendation sliders point at existing home containers', () => {
    const indices = refs.filter((r) => r.contentType === 'RecommendationSlider').map((r) => data.content.blocks.get(r.id)?.index);
    expect(indices).toEqual([0, 1]);
  });

  test('product ids in feature zones and tabs exist (variant suffix included)', () => {
    const models = [...data.content.blocks.values()];
    const ids = [
      ...models.filter((m) => m.metadata.contentType === 'FeatureZone').flatMap((m) => m.productIds as string[]),
      ...models
        .filter((m) => m.metadata.contentType === 'TabContainer')
        .flatMap((m) => (m.tabs as Array<{ productIds: string[] }>).flatMap((t) => t.productIds)),
    ];
    for (const id of ids) {
      const [productId, variant] = id.split('.');
      const product = data.productById.get(productId ?? '');
      expect(product).toBeDefined();
      if (variant !== undefined) expect(product?.articles.map((a) => a.variantId)).toContain(id);
    }
  });

  test('every image referenced anywhere exists; every link is a relative path', () => {
    const strings: Array<[string, string]> = [];
    const collect = (value: unknown) =>
      mapStrings(value, (s) => {
        strings.push(['', s]);
        return s;
      });
    for (const models of Object.values(data.content)) for (const m of (models as Map<string, unknown>).values()) collect(m);
    collect(data.ownBrand);
    for (const [, s] of strings) {
      if (s.startsWith(`${ORIGIN}/images/content/`)) {
        const name = s.slice(`${ORIGIN}/images/content/`.length).replace(/\.jpg$/, '');
        expect(data.images.has(name)).toBe(true);
      }
      expect(s).not.toMatch(/^https?:\/\/(?!img\.test)/);
    }
    const linkKeys = /(link|Link|Url|url|path)$/;
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (typeof v === 'string' && linkKeys.test(k) && k !== 'shortLink') expect(v).toMatch(/^\//);
          visit(v);
        }
      }
    };
    for (const m of data.content.blocks.values()) visit(m);
  });

  test('the countdown end date is a relative date resolved at request time', () => {
    expect(data.content.blocks.get('countdown-banner')?.endDate).toMatch(/^@relative-date:\+\d+d$/);
  });
});

describe('customers and redirect options', () => {
  test('a default customer with bonus balance and coupons, and one without bonus balance', () => {
    const [first, second] = data.customers.customers;
    expect(first).toMatchObject({ key: 'default', couponCount: 3 });
    expect(first?.bonusBalance).toBeGreaterThan(0);
    expect(Object.values(first?.displayFlags ?? {}).every(Boolean)).toBe(true);
    expect(second).toMatchObject({ key: 'no-bonus', bonusBalance: 0 });
    expect(Object.values(second?.displayFlags ?? {}).some((f) => !f)).toBe(true);
  });

  test('redirect texts carry the {0} placeholder', () => {
    for (const text of Object.values(data.redirect.locResources.de ?? {})) expect(text).toContain('{0}');
  });
});
