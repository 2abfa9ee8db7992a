import type { ApiBasePaths } from '@storefront/contracts';
import { RedirectNotFollowedError } from './api-call-contract';
import { RequestTimeoutError } from './fetch-with-timeout';
import { createServerApi } from './server-api';

const config = { apiBasePaths: { recommender: 'https://api.example/recommender/', content: 'https://api.example/content' } as ApiBasePaths };

function answering(response: () => Response) {
  return jest.spyOn(window, 'fetch').mockImplementation(async () => response());
}

afterEach(() => jest.restoreAllMocks());

describe('createServerApi', () => {
  it("asks the API of the config with the browser client's headers and one correlation id per render, leaving out empty parameters", async () => {
    const fetchSpy = answering(() => new Response(JSON.stringify({ containers: [] }), { headers: { 'Content-Type': 'application/json' } }));
    const get = createServerApi({ config, caller: 'mf-own-brand', timeoutMs: 400 });
    expect(await get('recommender', '/v4/sites/1/de/pages/ob_landing/recommendations', { user_id: 'zt-1', customer_id: undefined, n: 5 })).toEqual({
      containers: [],
    });
    await get('content', '/content/pages/homepage');
    const [[firstUrl, firstInit], [secondUrl, secondInit]] = fetchSpy.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(firstUrl).toBe('https://api.example/recommender/v4/sites/1/de/pages/ob_landing/recommendations?user_id=zt-1&n=5');
    expect(secondUrl).toBe('https://api.example/content/content/pages/homepage');
    expect(firstInit.redirect).toBe('manual');
    const headers = firstInit.headers as Record<string, string>;
    expect(headers).toMatchObject({ Accept: 'application/json', 'x-caller': 'pet-storefront-web/mf-own-brand' });
    expect(headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((secondInit.headers as Record<string, string>)['x-correlation-id']).toBe(headers['x-correlation-id']);
  });

  it('rejects an HTTP failure and a redirect, which it does not follow', async () => {
    const get = createServerApi({ config, caller: 'mf-own-brand', timeoutMs: 400 });
    answering(() => new Response('Wartung', { status: 503 }));
    await expect(get('content', '/content/pages/homepage')).rejects.toThrow('/content/content/pages/homepage answered HTTP 503');
    jest.restoreAllMocks();
    answering(() => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }));
    await expect(get('content', '/content/pages/homepage')).rejects.toBeInstanceOf(RedirectNotFollowedError);
  });

  it("names a failed or redirected call without its query string or a customer's id", async () => {
    const get = createServerApi({ config, caller: 'mf-own-brand', timeoutMs: 400 });
    const query = { user_id: 'zt-1', customer_id: 'CUST-4711' };
    answering(() => new Response('Wartung', { status: 503 }));
    await expect(get('recommender', '/v1/customers/CUST-4711/recommendations', query)).rejects.toThrow(
      /^\/recommender\/v1\/customers\/\{customerId\}\/recommendations answered HTTP 503$/,
    );
    jest.restoreAllMocks();
    answering(() => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }));
    const redirected = get('recommender', '/v4/sites/1/de/pages/ob_landing/recommendations', query);
    await expect(redirected).rejects.toThrow('Request to https://api.example/recommender/v4/sites/1/de/pages/ob_landing/recommendations answered');
    await expect(redirected).rejects.not.toThrow(/zt-1|CUST-4711/);
  });

  it('gives up after its time-out', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
      const answer = createServerApi({ config, caller: 'mf-homepage-blocks', timeoutMs: 400 })('content', '/content/pages/homepage');
      const rejected = expect(answer).rejects.toBeInstanceOf(RequestTimeoutError);
      await jest.advanceTimersByTimeAsync(400);
      await rejected;
    } finally {
      jest.useRealTimers();
    }
  });
});
