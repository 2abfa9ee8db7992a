// The collector returns what was posted, in order (tracking events and error reports).
import type { FastifyInstance } from 'fastify';
import { FIXED_NOW, testServer } from './helpers/server';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await testServer());
});
afterEach(() => app.close());

const post = (url: string, payload: unknown, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType } });

describe('tracking collector', () => {
  test('returns every posted entry in received order with receivedAt', async () => {
    await post('/collector/events', { event: 'PAGE_VIEW', pageCode: 'web_home' });
    await post('/collector/events', [
      { event: 'IMPRESSION', target: { name: 'hero', id: 1 } },
      { event: 'CLICK', target: { name: 'hero', id: 1 } },
    ]);
    const response = await post('/collector/events', '[{"event":"IMPRESSION","target":{"name":"reco","id":2}}]', 'text/plain;charset=UTF-8');
    expect(response.json()).toEqual({ received: 1, total: 4 });
    const receivedAt = FIXED_NOW.toISOString();
    expect((await app.inject('/collector/events')).json()).toEqual({
      events: [
        { event: 'PAGE_VIEW', pageCode: 'web_home', receivedAt },
        { event: 'IMPRESSION', target: { name: 'hero', id: 1 }, receivedAt },
        { event: 'CLICK', target: { name: 'hero', id: 1 }, receivedAt },
        { event: 'IMPRESSION', target: { name: 'reco', id: 2 }, receivedAt },
      ],
    });
  });

  test('filters by event and clears', async () => {
    await post('/collector/events', [{ event: 'PAGE_VIEW' }, { event: 'IMPRESSION', n: 1 }, { event: 'IMPRESSION', n: 2 }, 'not-an-object']);
    const impressions = (await app.inject('/collector/events?event=IMPRESSION')).json() as { events: Array<{ n: number }> };
    expect(impressions.events.map((e) => e.n)).toEqual([1, 2]);
    const all = (await app.inject('/collector/events')).json() as { events: unknown[] };
    expect(all.events[3]).toEqual({ value: 'not-an-object', receivedAt: FIXED_NOW.toISOString() });
    expect((await app.inject({ method: 'DELETE', url: '/collector/events' })).json()).toEqual({ cleared: true });
    expect((await app.inject('/collector/events')).json()).toEqual({ events: [] });
  });

  test('malformed bodies are 400 JSON errors', async () => {
    expect((await post('/collector/events', 'not json', 'text/plain')).statusCode).toBe(400);
    expect((await post('/collector/events', '{broken', 'application/json')).json()).toEqual({ error: 'invalid-json', message: expect.any(String) });
    expect((await post('/collector/events', '42')).statusCode).toBe(400);
  });
});

describe('error collector', () => {
  test('keeps error reports in order, separate from tracking events', async () => {
    await post('/collector/errors', { message: 'first', context: { fragment: 'mf-recommendations' } });
    await post('/collector/errors', { message: 'second', stack: 'Error: second\n    at x', context: {} });
    const errors = (await app.inject('/collector/errors')).json() as { events: Array<{ message: string }> };
    expect(errors.events.map((e) => e.message)).toEqual(['first', 'second']);
    expect((await app.inject('/collector/events')).json()).toEqual({ events: [] });
    expect((await post('/collector/errors', { context: {} })).statusCode).toBe(400);
  });
});
