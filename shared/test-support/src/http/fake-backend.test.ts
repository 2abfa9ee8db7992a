import { deferred } from '../deferred';
import { fakeBackend, type ReplyFor } from './fake-backend';
import { httpError, json, networkError, noContent, raw } from './replies';

const BLOCK = 'GET /content/blocks/{blockId}';

async function answerOf(response: Response): Promise<[number, unknown]> {
  const text = await response.text();
  return [response.status, text === '' ? undefined : JSON.parse(text)];
}

describe('fakeBackend', () => {
  it('answers a route with the path parameters of its template, decoded', async () => {
    const backend = fakeBackend({ [BLOCK]: ({ params }) => raw({ model: { id: params.blockId } }) });
    await expect(answerOf(await fetch('http://localhost:8090/content/blocks/promo%20bar'))).resolves.toEqual([200, { model: { id: 'promo bar' } }]);
    expect(backend.to(BLOCK).map((request) => request.params)).toEqual([{ blockId: 'promo bar' }]);
  });

  it('matches the end of the path, so a base path with a path part is answered too', async () => {
    fakeBackend({ 'GET /v1/customers/{customerId}/bonus-points/balance': () => json({ balanceActive: 3 }) });
    const response = await fetch('https://www.zooplus.de/api/loyalty/v1/customers/C-1/bonus-points/balance');
    await expect(answerOf(response)).resolves.toEqual([200, { balanceActive: 3 }]);
  });

  it('answers 404 with a JSON error where no route matches, also for another method', async () => {
    const backend = fakeBackend({ 'GET /v2/cart': () => noContent() });
    const [status, body] = await answerOf(await fetch('http://localhost:8090/v2/cart', { method: 'POST' }));
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'The fake backend has no route for POST /v2/cart' });
    expect(backend.requests.map(({ method, route }) => [method, route])).toEqual([['POST', undefined]]);
  });

  it('lets a later handler of a route replace the earlier one', async () => {
    const backend = fakeBackend({ 'GET /om/zdl/sid': () => json({ sid: 'first' }) });
    backend.on('GET /om/zdl/sid', () => httpError(503));
    await expect(answerOf(await fetch('http://localhost:8090/om/zdl/sid'))).resolves.toEqual([503, { error: 'fake_error', message: 'HTTP 503' }]);
  });

  it('records the request at once, with its JSON body, and holds the answer until the test gives it', async () => {
    const change = deferred<ReplyFor<'POST /v2/cart/change-article-quantity'>>();
    const backend = fakeBackend({ 'POST /v2/cart/change-article-quantity': () => change.promise });
    const pending = fetch('http://localhost:8090/v2/cart/change-article-quantity', {
      method: 'POST',
      headers: { 'x-caller': 'pet-storefront-web/test' },
      body: JSON.stringify({ articleId: 1, quantity: 1 }),
    });
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]?.body).toEqual({ articleId: 1, quantity: 1 });
    expect(backend.requests[0]?.headers.get('x-caller')).toBe('pet-storefront-web/test');
    change.resolve(noContent());
    await expect(answerOf(await pending)).resolves.toEqual([204, undefined]);
  });

  it('rejects the fetch for a network error', async () => {
    fakeBackend({ 'GET /v2/cart': () => networkError() });
    await expect(fetch('http://localhost:8090/v2/cart')).rejects.toThrow('Failed to fetch');
  });
});
