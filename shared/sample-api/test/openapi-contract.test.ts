// Every path of the OpenAPI document (spec section 7 plus the backend's helpers) answers with a documented body.
import type { FastifyInstance } from 'fastify';
import { registeredRoutes } from '../src/server';
import { testServer } from './helpers/server';
import { documentedOperations, expectDocumented, schemaValidator, templateFor } from './helpers/openapi';

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  status: number;
  payload?: unknown;
  headers?: Record<string, string>;
}

const anna = { cookie: 'cid=53284711; zt_id=zt-4f1c2a9e-anna' };
const cartUser = { cookie: 'zt_id=contract-cart-user' };
const json = (payload: unknown): Pick<Call, 'payload' | 'headers'> => ({ payload, headers: { 'content-type': 'application/json' } });

const recommendationCalls: Call[] = ['v2', 'v3', 'v4', 'v3/email'].flatMap((v) => [
  { method: 'GET', url: `/${v}/sites/1/de/pages/home/recommendations?product_group_ids=rg_home_1,rg_home_2&customer_id=53284711`, status: 200 },
  { method: 'GET', url: `/${v}/sites/1/de/pages/ob_landing/recommendations?owner=customer-growth&block_code=ObfRecommendations`, status: 200 },
]);

const calls: Call[] = [
  { method: 'GET', url: '/v1/sites/1/de-DE/products?articleIds=1801010,2401060', status: 200 },
  { method: 'GET', url: '/v1/sites/1/de-DE/products?size=100', status: 200 },
  { method: 'GET', url: '/v1/sites/1/de-DE/products?petType=fish&sortBy=price&sortDirection=desc&include3p=false', status: 200 },
  { method: 'GET', url: '/v1/sites/7/de-DE/products', status: 404 },
  { method: 'GET', url: '/v1/sites/1/fr-FR/products', status: 404 },
  { method: 'GET', url: '/v1/sites/1/de-DE/products?size=abc', status: 400 },
  { method: 'POST', url: '/v1/sites/1/de-DE/products?size=10', status: 200, ...json({ articleIds: [1801010, 3301041] }) },
  { method: 'POST', url: '/v1/sites/1/de-DE/products', status: 400, ...json([1, 2]) },
  { method: 'GET', url: '/v4/sites/1/de/pdp/bundles?article_id=2401010&group_assignment=A', status: 200 },
  { method: 'GET', url: '/v4/sites/1/de/pdp/bundles?article_id=1', status: 200 },
  { method: 'GET', url: '/v4/sites/1/de/pdp/bundles', status: 400 },
  ...recommendationCalls,
  { method: 'GET', url: '/v4/sites/1/de/pages/pdp/recommendations?article_id=1801010', status: 200 },
  { method: 'GET', url: '/v4/sites/1/de/pages/cart/recommendations?n_products=5', status: 200 },
  { method: 'GET', url: '/v4/sites/1/de/pages/checkout/recommendations', status: 404 },
  { method: 'GET', url: '/v4/sites/2/de/pages/home/recommendations', status: 404 },
  { method: 'GET', url: '/v4/sites/1/de/pages/home/recommendations?n_products=abc', status: 400 },
  { method: 'GET', url: '/v1/shop/redirect/options/zooplus.de/de-DE/de', status: 200 },
  { method: 'GET', url: '/v1/shop/redirect/options/zooplus.de/de-DE/81.10.20.30/de', status: 200 },
  { method: 'GET', url: '/v1/shop/redirect/options/zooplus.nl/nl-NL/nl', status: 404 },
  { method: 'GET', url: '/v1/shop/redirect/options/zooplus.de/de-DE/not-an-ip/de', status: 400 },
  { method: 'GET', url: '/om/zdl/sid', status: 200 },
  { method: 'GET', url: '/v1/sites/1/audiences?set_cookie=true', status: 200, headers: anna },
  { method: 'GET', url: '/v1/sites/99/audiences', status: 404 },
  { method: 'GET', url: '/v1/audiences', status: 200 },
  { method: 'GET', url: '/v1/audiences?set_cookie=maybe', status: 400 },
  { method: 'GET', url: '/v1/me', status: 200 },
  { method: 'GET', url: '/v1/me', status: 200, headers: anna },
  { method: 'GET', url: '/v1/pet-type/site/1?customer_id=53284711', status: 200 },
  { method: 'GET', url: '/v1/pet-type/site/1', status: 200 },
  { method: 'GET', url: '/v1/pet-type/site/x', status: 400 },
  { method: 'POST', url: '/session/login', status: 200 },
  { method: 'POST', url: '/session/login', status: 200, ...json({ customer: 'no-bonus' }) },
  { method: 'POST', url: '/session/login', status: 404, ...json({ customer: 'nobody' }) },
  { method: 'POST', url: '/session/logout', status: 200 },
  { method: 'GET', url: '/v1/customers/53284711/account-overview', status: 200 },
  { method: 'GET', url: '/v1/customers/1/account-overview', status: 404 },
  { method: 'GET', url: '/v1/customers/53284711/bonus-points/balance', status: 200 },
  { method: 'GET', url: '/v1/customers/53284712/bonus-points/balance', status: 204 },
  { method: 'GET', url: '/v1/customers/1/bonus-points/balance', status: 404 },
  { method: 'GET', url: '/v2/cart', status: 200, headers: cartUser },
  {
    method: 'POST',
    url: '/v2/cart/change-article-quantity',
    status: 200,
    ...json({ articleId: 1801010, quantity: 1, cartVersion: 1, offerIds: ['1P_ABD.1801010_1'], popover: true }),
    headers: { ...cartUser, 'content-type': 'application/json' },
  },
  {
    method: 'POST',
    url: '/v2/cart/change-article-quantity',
    status: 409,
    payload: { articleId: 1801010, quantity: 1, cartVersion: 1 },
    headers: { ...cartUser, 'content-type': 'application/json' },
  },
  {
    method: 'POST',
    url: '/v2/cart/change-article-quantity',
    status: 404,
    payload: { articleId: 42, quantity: 1, cartVersion: 2 },
    headers: { ...cartUser, 'content-type': 'application/json' },
  },
  {
    method: 'POST',
    url: '/v2/cart/change-article-quantity',
    status: 422,
    payload: { articleId: 1801160, quantity: 1, cartVersion: 2 },
    headers: { ...cartUser, 'content-type': 'application/json' },
  },
  { method: 'POST', url: '/v2/cart/change-article-quantity', status: 400, ...json({ articleId: '1801010', quantity: 1 }) },
  { method: 'GET', url: '/content/pages/homepage', status: 200, headers: { 'x-correlation-id': 'c-1' } },
  { method: 'GET', url: '/content/pages/homepage?preview=maybe', status: 400 },
  { method: 'GET', url: '/content/pages/landing', status: 404 },
  { method: 'GET', url: '/content/blocks/promo-bar?preview=true', status: 200 },
  { method: 'GET', url: '/content/blocks/nope', status: 404 },
  { method: 'GET', url: '/images/products/180101.jpg?w=190', status: 200 },
  { method: 'GET', url: '/images/products/999.jpg', status: 404 },
  { method: 'GET', url: '/images/content/hero-zoopunkte-desktop.webp?w=0', status: 400 },
  { method: 'GET', url: '/images/content/hero-zoopunkte-desktop.webp?w=320', status: 200 },
  { method: 'GET', url: '/tag-manager.js?delay=50', status: 200 },
  { method: 'GET', url: '/tag-manager.js?delay=-1', status: 400 },
  { method: 'POST', url: '/collector/events', status: 200, ...json([{ event: 'PAGE_VIEW' }, { event: 'IMPRESSION' }]) },
  { method: 'POST', url: '/collector/events', status: 400, ...json('just a string') },
  { method: 'GET', url: '/collector/events?event=IMPRESSION', status: 200 },
  { method: 'DELETE', url: '/collector/events', status: 200 },
  { method: 'POST', url: '/collector/errors', status: 200, ...json({ message: 'boom', stack: 'Error: boom', context: { fragment: 'mf-homepage-blocks' } }) },
  { method: 'POST', url: '/collector/errors', status: 400, ...json({ stack: 'no message' }) },
  { method: 'GET', url: '/collector/errors', status: 200 },
  { method: 'DELETE', url: '/collector/errors', status: 200 },
  { method: 'POST', url: '/__faults', status: 200, ...json({ path: '/nowhere', status: 500 }) },
  { method: 'POST', url: '/__faults', status: 400, ...json({ path: 'no-slash', status: 500 }) },
  { method: 'GET', url: '/__faults', status: 200 },
  { method: 'DELETE', url: '/__faults/fault-1', status: 200 },
  { method: 'DELETE', url: '/__faults/fault-1', status: 404 },
  { method: 'DELETE', url: '/__faults', status: 200 },
  { method: 'GET', url: '/__health', status: 200 },
  { method: 'GET', url: '/openapi.yaml', status: 200 },
];

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

function parsed(response: { headers: Record<string, unknown>; body: string }): unknown {
  return String(response.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(response.body) : response.body === '' ? '' : undefined;
}

describe('every documented call answers as documented', () => {
  test.each(calls.map((c) => [`${c.method} ${c.url} -> ${c.status}`, c] as const))('%s', async (_name, call) => {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: call.headers,
      payload: call.payload === undefined ? undefined : JSON.stringify(call.payload),
    });
    expect(response.statusCode).toBe(call.status);
    const body = parsed(response);
    if (body !== undefined) expectDocumented(call.method, call.url, response.statusCode, body);
    if (call.status >= 400) expect(body).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  test('the table exercises every documented operation', () => {
    const exercised = new Set(calls.map((c) => `${c.method} ${templateFor(c.url.split('?')[0] ?? '')}`));
    expect(documentedOperations().filter((op) => !exercised.has(op))).toEqual([]);
  });

  test('every registered route is documented and every documented operation is registered', () => {
    const registered = registeredRoutes(app).map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect([...registered].sort()).toEqual([...documentedOperations()].sort());
  });

  test('every homepage block answers with a documented model of its own content type', async () => {
    const page = (await app.inject('/content/pages/homepage')).json() as { model: { blocks: Array<{ id: string; contentType: string }> } };
    expect(page.model.blocks.length).toBeGreaterThanOrEqual(24);
    for (const ref of page.model.blocks) {
      const response = await app.inject(`/content/blocks/${ref.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { model: { metadata: { contentType: string; id: string } } };
      expectDocumented('GET', `/content/blocks/${ref.id}`, 200, body);
      expect(body.model.metadata).toEqual({ contentType: ref.contentType, id: ref.id });
    }
  });

  test('the deliberately broken block is served but does not match any block model', async () => {
    const response = await app.inject('/content/blocks/broken-example');
    expect(response.statusCode).toBe(200);
    expect(() => expectDocumented('GET', '/content/blocks/broken-example', 200, response.json())).toThrow();
  });

  test('missing path segments answer with a documented error body', async () => {
    for (const url of ['/v1/shop/redirect/options/zooplus.de/de-DE', '/v1/shop/redirect/options/zooplus.de', '/v1/sites/1/products', '/content/blocks/']) {
      const response = await app.inject(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(schemaValidator('Error')(response.json())).toBe(true);
    }
  });
});
