// Fault injection changes latency and status as configured (latency asserted through the injected wait function).
import type { FastifyInstance } from 'fastify';
import { realWait } from '../src/server';
import { testServer } from './helpers/server';

let app: FastifyInstance;
let waits: number[];
beforeEach(async () => {
  ({ app, waits } = await testServer());
});
afterEach(() => app.close());

const addFault = async (spec: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url: '/__faults', payload: spec });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }).id;
};

describe('fault injection', () => {
  test('added latency delays the answer by the configured time, then the route answers normally', async () => {
    await addFault({ path: '/v1/me', latencyMs: 1500 });
    const response = await app.inject('/v1/me');
    expect(waits).toEqual([1500]);
    expect(response.statusCode).toBe(200);
    await app.inject('/__health');
    expect(waits).toEqual([1500]);
  });

  test('forced status answers with a JSON error and marks the fault', async () => {
    const id = await addFault({ path: '/content/blocks/promo-bar', status: 503 });
    const response = await app.inject('/content/blocks/promo-bar');
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-injected-fault']).toBe(id);
    expect(response.json()).toEqual({ error: 'injected-fault', message: expect.stringContaining('503') });
    expect((await app.inject('/content/blocks/hero-banner-carousel')).statusCode).toBe(200);
  });

  test('latency and status together, a custom body, and `times`', async () => {
    await addFault({ path: '/om/zdl/sid', status: 200, body: { unexpected: true }, latencyMs: 40, times: 2 });
    expect((await app.inject('/om/zdl/sid')).json()).toEqual({ unexpected: true });
    expect((await app.inject('/om/zdl/sid')).json()).toEqual({ unexpected: true });
    expect((await app.inject('/om/zdl/sid')).json()).toEqual({ sid: expect.any(String) });
    expect(waits).toEqual([40, 40]);
    expect((await app.inject('/__faults')).json()).toEqual({ faults: [] });
  });

  test('prefix paths and methods; images, tag manager and content are covered too', async () => {
    await addFault({ path: '/images/*', status: 500 });
    await addFault({ path: '/tag-manager.js', status: 404 });
    await addFault({ path: '/v2/cart/*', method: 'post', status: 502 });
    expect((await app.inject('/images/products/180101.jpg?w=10')).statusCode).toBe(500);
    expect((await app.inject('/images/content/social-1.webp')).statusCode).toBe(500);
    expect((await app.inject('/tag-manager.js')).statusCode).toBe(404);
    expect((await app.inject('/v2/cart')).statusCode).toBe(200);
    const post = await app.inject({ method: 'POST', url: '/v2/cart/change-article-quantity', payload: { articleId: 1801010, quantity: 1, cartVersion: 1 } });
    expect(post.statusCode).toBe(502);
  });

  test('204 without body', async () => {
    await addFault({ path: '/v1/audiences', status: 204 });
    const response = await app.inject('/v1/audiences');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  test('listing, deleting one and clearing all', async () => {
    const first = await addFault({ path: '/v1/me', status: 500 });
    await addFault({ path: '/v1/audiences', latencyMs: 10 });
    const listed = (await app.inject('/__faults')).json() as { faults: Array<{ id: string; hits: number }> };
    expect(listed.faults.map((f) => f.id)).toEqual([first, 'fault-2']);
    expect((await app.inject({ method: 'DELETE', url: `/__faults/${first}` })).json()).toEqual({ deleted: first });
    expect((await app.inject('/v1/me')).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/__faults' })).json()).toEqual({ cleared: true });
    await app.inject('/v1/audiences');
    expect(waits).toEqual([]);
  });

  test('the fault endpoints themselves cannot be broken and validate their input', async () => {
    await addFault({ path: '/*', status: 500 });
    expect((await app.inject('/__faults')).statusCode).toBe(200);
    expect((await app.inject('/__health')).statusCode).toBe(500);
    for (const bad of [
      {},
      { path: 'x', status: 500 },
      { path: '/a' },
      { path: '/a', status: 99 },
      { path: '/a', latencyMs: -1 },
      { path: '/a', status: 500, times: 0 },
    ]) {
      expect((await app.inject({ method: 'POST', url: '/__faults', payload: bad })).statusCode).toBe(400);
    }
  });

  test('CORS preflights are not faulted unless OPTIONS is named', async () => {
    await addFault({ path: '/v2/cart/*', status: 500 });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v2/cart/change-article-quantity',
      headers: { origin: 'http://localhost:8082', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
  });

  test('a forced status still carries CORS headers, so the browser can read it', async () => {
    await addFault({ path: '/v1/me', status: 500 });
    const response = await app.inject({ url: '/v1/me', headers: { origin: 'http://localhost:8080' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});

describe('the default wait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('resolves after exactly the given milliseconds (fake clock)', async () => {
    let done = false;
    const waiting = realWait(250).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
