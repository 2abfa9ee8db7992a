// GET/POST products and bundles: selection, filters, paging and clear 4xx answers.
import type { FastifyInstance } from 'fastify';
import { testServer } from './helpers/server';

interface ProductsAnswer {
  products: Array<{
    shopIdentifier: string;
    name: string;
    path: string;
    articles: Array<{ id: number; offers: Array<{ type: string; outOfStock: boolean; price: { value: number } }> }>;
  }>;
  total: number;
  page: number;
  size: number;
}

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

const products = async (query: string) => {
  const response = await app.inject(`/v1/sites/1/de-DE/products${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ProductsAnswer;
};
const ids = (answer: ProductsAnswer) => answer.products.map((p) => p.shopIdentifier);

describe('products', () => {
  test('articleIds select the products containing them, in the requested order, once each', async () => {
    const answer = await products('?articleIds=2401060,1801012,1801010,9999999');
    expect(ids(answer)).toEqual(['240106', '180101']);
    expect(answer).toMatchObject({ total: 2, page: 1, size: 24 });
  });

  test('content product ids (with variant suffix) work as articleIds and as psIds', async () => {
    expect(ids(await products('?articleIds=180102.1,240101'))).toEqual(['180102', '240101']);
    expect(ids(await products('?psIds=330104,180101.2'))).toEqual(['330104', '180101']);
    expect(ids(await products('?articleIds[]=1801010&articleIds[]=2401010'))).toEqual(['180101', '240101']);
  });

  test('q, path, petType and filters narrow the list', async () => {
    expect(ids(await products('?q=lachs'))).toEqual(expect.arrayContaining(['180118', '240112']));
    expect((await products('?petType=horse&size=100')).products.every((p) => p.path.startsWith('/shop/pferd/'))).toBe(true);
    expect((await products('?path=/shop/katzen/katzenstreu')).total).toBe(4);
    expect(ids(await products('?filters=brand:tigerino,unit:l'))).toEqual(['240114', '240115', '240116']);
    expect((await products('?size=100')).total).toBe(67);
  });

  test('sorting and paging', async () => {
    const byPrice = await products('?petType=fish&sortBy=price&sortDirection=desc&size=2');
    expect(ids(byPrice)).toEqual(['330104', '330105']);
    expect(byPrice).toMatchObject({ total: 8, page: 1, size: 2 });
    const page2 = await products('?petType=fish&sortBy=price&sortDirection=desc&size=2&page=2');
    expect(ids(page2)).toHaveLength(2);
    expect(ids(page2)).not.toContain('330104');
    expect((await products('?petType=fish&page=99')).products).toEqual([]);
  });

  test('include3p=false drops 3P offers (and 3P-only products); includeUnavailable=false drops sold-out articles', async () => {
    const no3p = await products('?size=100&include3p=false');
    expect(no3p.products.flatMap((p) => p.articles.flatMap((a) => a.offers)).some((o) => o.type === '3P')).toBe(false);
    expect(ids(no3p)).not.toContain('180109');
    const available = await products('?size=100&includeUnavailable=false');
    expect(ids(available)).not.toContain('180116');
    expect(available.products.every((p) => p.articles.every((a) => a.offers.some((o) => !o.outOfStock)))).toBe(true);
  });

  test('POST takes the same fields as a JSON body (arrays or strings); body wins over query', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/sites/1/de-DE/products?size=1', payload: { articleIds: [3301040, '1801010'], size: 5 } });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json() as ProductsAnswer)).toEqual(['330104', '180101']);
    const empty = await app.inject({ method: 'POST', url: '/v1/sites/1/de-DE/products?psIds=240101' });
    expect(ids(empty.json() as ProductsAnswer)).toEqual(['240101']);
  });

  test.each([
    ['?page=0', 'page'],
    ['?size=101', 'size'],
    ['?articleIds=12,abc', 'articleIds'],
    ['?articleIds=1,,2', 'articleIds'],
    ['?petType=unicorn', 'petType'],
    ['?sortBy=color', 'sortBy'],
    ['?include3p=yes', 'include3p'],
    ['?filters=colour:red', 'filters'],
    ['?q=a&q=b', 'q'],
  ])('malformed query %s -> 400 naming %s', async (query, name) => {
    const response = await app.inject(`/v1/sites/1/de-DE/products${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad-request', message: expect.stringContaining(name) });
  });

  test('unknown site, non-numeric site and wrong locale', async () => {
    expect((await app.inject('/v1/sites/5/de-DE/products')).json()).toEqual({ error: 'unknown-site', message: expect.any(String) });
    expect((await app.inject('/v1/sites/abc/de-DE/products')).statusCode).toBe(400);
    expect((await app.inject('/v1/sites/1/de-AT/products')).json()).toEqual({ error: 'unknown-locale', message: expect.any(String) });
  });
});

describe('bundles', () => {
  test('bundles containing the article, filtered by group assignment, priced with the bundle discount', async () => {
    const all = (await app.inject('/v4/sites/1/de/pdp/bundles?article_id=2401010')).json() as {
      bundles: Array<{ id: string; price: { value: number }; referencePrice: { value: number; labelPrefix: string }; items: unknown[] }>;
    };
    expect(all.bundles.map((b) => b.id)).toEqual(['bundle-katze-start-a', 'bundle-katze-start-b']);
    const [a] = (await app.inject('/v4/sites/1/de/pdp/bundles?article_id=2401010&group_assignment=A')).json().bundles as typeof all.bundles;
    expect(a?.items).toHaveLength(3);
    expect(a?.referencePrice.labelPrefix).toBe('Einzeln');
    expect(a?.price.value).toBe(Math.round((a?.referencePrice.value ?? 0) * 0.9));
  });

  test('article_id is required and must be an integer', async () => {
    expect((await app.inject('/v4/sites/1/de/pdp/bundles')).json()).toEqual({
      error: 'required-parameter',
      message: 'Required parameter article_id was null or undefined when calling getBundles.',
    });
    expect((await app.inject('/v4/sites/1/de/pdp/bundles?article_id=x')).statusCode).toBe(400);
    expect((await app.inject('/v4/sites/1/en/pdp/bundles?article_id=1')).statusCode).toBe(404);
  });
});
