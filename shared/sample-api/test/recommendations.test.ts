// Recommendation containers (home) and own-brand categories (ob_landing) on every API version.
import type { FastifyInstance } from 'fastify';
import { testServer } from './helpers/server';

interface Item {
  product: { shopIdentifier: string; path: string; link: string; rating?: number };
  article: { id: number; variantId: string };
  articleOffers: unknown[];
  siteId: number;
  language: string;
  locale: string;
  trackingId: string;
  weight: number;
}
interface Container {
  name?: string;
  caption: string;
  metadata?: { id: string };
  recommendations: Item[];
}

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

const containers = async (url: string) => {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return (response.json() as { containers: Container[] }).containers;
};

describe('home recommendations', () => {
  test.each(['/v2', '/v3', '/v4', '/v3/email'])('%s: container_1..4 with 12 or 20 items and German captions', async (version) => {
    const home = await containers(`${version}/sites/1/de/pages/home/recommendations`);
    expect(home.map((c) => [c.name, c.recommendations.length])).toEqual([
      ['container_1', 20],
      ['container_2', 12],
      ['container_3', 20],
      ['container_4', 12],
    ]);
    expect(home[0]?.caption).toBe('Beliebt bei Katzenfreunden');
  });

  test('items carry site, language, locale and the tracking link parameters', async () => {
    const [first] = await containers('/v4/sites/1/de/pages/home/recommendations?customer_id=53284711');
    const items = first?.recommendations ?? [];
    items.forEach((item, index) => {
      expect(item).toMatchObject({ siteId: 1, language: 'de', locale: 'de-DE' });
      const [path, query] = item.product.link.split('?');
      expect(path).toBe(item.product.path);
      const params = new URLSearchParams(query);
      expect(params.get('zootopia_rec')).toBe('true');
      expect(params.get('cn')).toBe('container_1');
      expect(params.get('si')).toBe('1');
      expect(params.get('pn')).toBe('web_home');
      expect(params.get('pr')).toBe('home');
      expect(params.get('strategy')).toBe('bestseller_cat');
      expect(params.get('rk')).toBe(String(index + 1));
      expect(params.get('slot')).toBe('1');
      expect(params.get('pi')).toBe(item.product.shopIdentifier);
      expect(params.get('rri')).toMatch(/^[0-9a-f]{16}$/);
      expect(params.get('activeVariant')).toBe(item.article.variantId.includes('.') ? item.article.variantId : null);
    });
    expect(items.some((i) => !i.article.variantId.includes('.'))).toBe(true);
    expect(items.some((i) => i.article.variantId.includes('.'))).toBe(true);
    expect(items[0]?.weight).toBeGreaterThan(items[19]?.weight ?? 1);
  });

  test('n_products limits every container', async () => {
    const home = await containers('/v4/sites/1/de/pages/home/recommendations?n_products=5');
    expect(home.map((c) => c.recommendations.length)).toEqual([5, 5, 5, 5]);
  });

  test('other page types and errors', async () => {
    const pdp = await containers('/v4/sites/1/de/pages/pdp/recommendations');
    expect(new URLSearchParams(pdp[0]?.recommendations[0]?.product.link.split('?')[1]).get('pn')).toBe('web_pdp');
    expect((await app.inject('/v4/sites/1/de/pages/nowhere/recommendations')).json()).toEqual({ error: 'unknown-page-type', message: expect.any(String) });
    expect((await app.inject('/v4/sites/1/fr/pages/home/recommendations')).json()).toEqual({ error: 'unknown-language', message: expect.any(String) });
    expect((await app.inject('/v4/sites/1/de/pages/home/recommendations?min_rating=6')).statusCode).toBe(400);
    expect((await app.inject('/v4/sites/1/de/pages/home/recommendations?bonus_points=perhaps')).statusCode).toBe(400);
  });
});

describe('own-brand page (ob_landing)', () => {
  test('seven category entries in order: 1-4 cat, 5-7 dog, with banners and links; one has only 4 items', async () => {
    const categories = await containers('/v4/sites/1/de/pages/ob_landing/recommendations?owner=customer-growth&block_code=ObfRecommendations');
    expect(categories.map((c) => c.metadata?.id)).toEqual([
      'dry-food-cats',
      'wet-food-cats',
      'snacks-cats',
      'litter-cats',
      'dry-food-dogs',
      'wet-food-dogs',
      'snacks-dogs',
    ]);
    categories.forEach((c, i) => {
      for (const item of c.recommendations) expect(item.product.path.startsWith(i < 4 ? '/shop/katzen/' : '/shop/hunde/')).toBe(true);
      expect(c).toMatchObject({ ctaLink: expect.stringMatching(/^\/shop\//), ctaText: 'Mehr anzeigen', ctaAriaLabel: expect.any(String) });
      expect(c).toMatchObject({ desktopBannerImage: expect.stringMatching(/^http:\/\/sample\.test\/images\/content\/ob-.+-desktop\.jpg$/) });
      expect(c).toMatchObject({ mobileBannerImageAltText: expect.any(String), desktopBannerImageAltText: expect.any(String) });
    });
    expect(categories.map((c) => c.recommendations.length > 4)).toEqual([true, true, true, false, true, true, true]);
  });
});
