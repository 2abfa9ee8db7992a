// CORS, error answers, request logging, swapping the data folder, configuration helpers.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { allowedOriginsFromEnv, DEFAULT_DATA_DIR, nonNegativeInt, resolveDataDir } from '../src/config';
import { createServer } from '../src/index';
import { testServer } from './helpers/server';

describe('CORS', () => {
  test('allowed origins get credentials and their origin echoed; others get no CORS headers', async () => {
    const { app } = await testServer();
    const allowed = await app.inject({ url: '/v1/me', headers: { origin: 'http://localhost:8083' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8083');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect((await app.inject({ url: '/v1/me', headers: { origin: 'http://127.0.0.1:8085' } })).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:8085',
    );
    const other = await app.inject({ url: '/v1/me', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  test('preflight allows the storefront headers', async () => {
    const { app } = await testServer();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/sites/1/de-DE/products',
      headers: { origin: 'http://localhost:8081', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-caller,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    const headers = String(preflight.headers['access-control-allow-headers'])
      .split(',')
      .map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(['x-caller', 'x-correlation-id', 'authorization', 'content-type']));
    await app.close();
  });

  test('the allow list comes from STOREFRONT_ALLOWED_ORIGINS or the option', async () => {
    expect(allowedOriginsFromEnv('http://a.test, http://b.test/')).toEqual(['http://a.test', 'http://b.test']);
    expect(allowedOriginsFromEnv(undefined)).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(allowedOriginsFromEnv('')).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    const { app } = await testServer({ allowedOrigins: ['http://shop.test'] });
    expect((await app.inject({ url: '/__health', headers: { origin: 'http://shop.test' } })).headers['access-control-allow-origin']).toBe('http://shop.test');
    expect((await app.inject({ url: '/__health', headers: { origin: 'http://localhost:8080' } })).headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  test('by default every page on this machine may call it (a standalone page on any port), no other site', async () => {
    const { app } = await testServer({ allowedOrigins: allowedOriginsFromEnv(undefined) });
    const allowOrigin = async (origin: string) => (await app.inject({ url: '/__health', headers: { origin } })).headers['access-control-allow-origin'];
    expect(await allowOrigin('http://localhost:3003')).toBe('http://localhost:3003');
    expect(await allowOrigin('http://127.0.0.1:8083')).toBe('http://127.0.0.1:8083');
    expect(await allowOrigin('http://evil.example')).toBeUndefined();
    expect(await allowOrigin('http://localhost.evil.example:8080')).toBeUndefined();
    await app.close();
  });
});

describe('errors never crash the server', () => {
  test.each([
    ['GET', '/nothing/here', undefined, undefined, 404],
    ['POST', '/v2/cart/change-article-quantity', '{"articleId":', 'application/json', 400],
    ['POST', '/collector/events', '<xml/>', 'application/xml', 415],
    ['DELETE', '/v1/me', undefined, undefined, 404],
  ])('%s %s -> %i JSON', async (method, url, payload, contentType, status) => {
    const { app } = await testServer();
    const response = await app.inject({ method: method as 'GET', url, payload, headers: contentType ? { 'content-type': contentType } : {} });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect((await app.inject('/__health')).json()).toEqual({ ok: true });
    await app.close();
  });
});

describe('missing path parameters', () => {
  test.each([
    ['/v1/customers//account-overview', 'customerId', 'getAccountOverview'],
    ['/v1/sites//de-DE/products', 'siteId', 'getProducts'],
    ['/v4/sites/1/de/pages//recommendations', 'page_type', 'getRecommendationsV4'],
    ['/content/blocks/', 'blockId', 'getContentBlock'],
    ['/v1/shop/redirect/options//de-DE/de', 'domain', 'getRedirectOptions'],
    ['/v1/shop/redirect/options/zooplus.de/de-DE/', 'language', 'getRedirectOptions'],
    ['/v1/shop/redirect/options/zooplus.de/de-DE//de', 'ip', 'getRedirectOptionsForIp'],
  ])('%s -> 400 required parameter %s of the operation %s', async (url, name, operation) => {
    const { app } = await testServer();
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'required-parameter',
      message: `Required parameter ${name} was null or undefined when calling ${operation}.`,
    });
    await app.close();
  });
});

describe('request logging', () => {
  test('one line per request with method, url and status', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        callback();
      },
    });
    const { app } = await testServer({ logger: { level: 'info', stream } });
    await app.inject('/__health');
    await app.inject('/v1/sites/9/de-DE/products');
    const requests = lines.filter((l) => l.statusCode !== undefined);
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/__health', 200],
      ['GET', '/v1/sites/9/de-DE/products', 404],
    ]);
    expect(lines).toHaveLength(2);
    await app.close();
  });
});

describe('data folder', () => {
  test('a copied and edited data folder is served instead of the default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sample-data-'));
    try {
      cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
      const file = join(dir, 'products.json');
      const data = JSON.parse(readFileSync(file, 'utf8')) as { products: Array<{ name: string }> };
      data.products = data.products.slice(0, 1).map((p) => ({ ...p, name: 'Anderes Futter' }));
      writeFileSync(file, JSON.stringify(data));
      writeFileSync(join(dir, 'recommendations.json'), JSON.stringify({ pages: { home: [] } }));
      const { app } = await testServer({ dataDir: dir });
      const answer = (await app.inject('/v1/sites/1/de-DE/products')).json() as { total: number; products: Array<{ name: string }> };
      expect(answer.total).toBe(1);
      expect(answer.products[0]?.name).toBe('Anderes Futter');
      expect((await app.inject('/v4/sites/1/de/pages/home/recommendations')).json()).toEqual({ containers: [] });
      await app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a missing folder or file fails createServer with a clear message', async () => {
    await expect(createServer({ dataDir: '/does/not/exist' })).rejects.toThrow('Data folder /does/not/exist does not exist');
    const dir = mkdtempSync(join(tmpdir(), 'sample-data-'));
    try {
      await expect(createServer({ dataDir: dir })).rejects.toThrow(/has no products\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('relative STOREFRONT_DATA_DIR resolves against the working directory, then the repository root', () => {
    expect(resolveDataDir(undefined)).toBe(DEFAULT_DATA_DIR);
    expect(resolveDataDir('shared/sample-api/data/default')).toBe(DEFAULT_DATA_DIR);
    expect(resolveDataDir(DEFAULT_DATA_DIR)).toBe(DEFAULT_DATA_DIR);
  });

  test('numeric environment values are checked', () => {
    expect(nonNegativeInt('PORT', undefined, 8090)).toBe(8090);
    expect(nonNegativeInt('PORT', '9000', 8090)).toBe(9000);
    expect(() => nonNegativeInt('TAG_MANAGER_DELAY_MS', 'soon', 300)).toThrow('TAG_MANAGER_DELAY_MS');
  });
});

describe('meta', () => {
  test('health and the OpenAPI document', async () => {
    const { app } = await testServer();
    expect((await app.inject('/__health')).json()).toEqual({ ok: true });
    const doc = await app.inject('/openapi.yaml');
    expect(doc.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(doc.body).toMatch(/^openapi: 3\.1\.0/);
    await app.close();
  });
});
