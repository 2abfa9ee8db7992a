/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { configurePlatform } from '../config/storefront-config';
import { createLocalConfig } from '../config/local-config';
import { RedirectNotFollowedError } from './api-call-contract';
import { createApiClient, getApiClient } from './api-client';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
}

let server: Server;
let origin: string;
let seen: SeenRequest[];
/** Called when a request for a path ending in /hang arrives; that request is never answered. */
let onHang: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path.endsWith('/hang')) {
      onHang();
    } else if (path.endsWith('/moved')) {
      response.writeHead(302, { Location: `${origin}/bff-base/redirect-target` });
      response.end();
    } else if (path.endsWith('/missing')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"message":"not found"}');
    } else if (path.endsWith('/plain')) {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('zooplus');
    } else if (path.endsWith('/broken')) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end('{"message":"boom"}');
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ path }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => jest.useRealTimers());

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  const local = createLocalConfig({}, origin);
  configurePlatform({
    ...local,
    apiBasePaths: { ...local.apiBasePaths, bff: `${origin}/bff-base`, audiences: `${origin}/audiences-base` },
  });
});

describe('API client against a real HTTP server', () => {
  it('names the storefront and the calling fragment in x-caller', async () => {
    await getApiClient('bff', 'mf-homepage-blocks').get('/v1/ping');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-caller']).toBe('pet-storefront-web/mf-homepage-blocks');
  });

  it('uses the base path configured for each API', async () => {
    const bff = await getApiClient('bff', 'shell').get<{ path: string }>('/session');
    const audiences = await getApiClient('audiences', 'shell').get<{ path: string }>('/v1/sites/1/audiences');
    expect(bff.data.path).toBe('/bff-base/session');
    expect(audiences.data.path).toBe('/audiences-base/v1/sites/1/audiences');
    expect(seen.map((request) => request.url)).toEqual(['/bff-base/session', '/audiences-base/v1/sites/1/audiences']);
  });

  it('treats a 302 as an error and does not request the redirect target', async () => {
    const request = getApiClient('bff', 'shell').get('/moved');
    await expect(request).rejects.toBeInstanceOf(RedirectNotFollowedError);
    await expect(request).rejects.toThrow('/moved');
    expect(seen.map((entry) => entry.url)).toEqual(['/bff-base/moved']);
  });

  it.each([
    ['GET', (path: string) => getApiClient('bff', 'shell').get(path)],
    ['POST', (path: string) => getApiClient('bff', 'shell').post(path, { customer: 'default' })],
  ])("treats a browser's opaque redirect answer to a %s as a redirect, not as a success", async (_method, call) => {
    // What a browser's fetch with redirect 'manual' answers a 3xx with.
    const opaqueRedirect = { type: 'opaqueredirect', status: 0, statusText: '', ok: false, headers: new Headers(), body: null, text: async () => '' };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(opaqueRedirect as unknown as Response);
    const request = call('/session/login');
    await expect(request).rejects.toBeInstanceOf(RedirectNotFollowedError);
    await expect(request).rejects.toThrow('/session/login');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['404', '/missing', 404],
    ['500', '/broken', 500],
  ])('rejects a %s answer with its status', async (_case, path, status) => {
    const request = getApiClient('bff', 'shell').get(path);
    await expect(request).rejects.toBeInstanceOf(AxiosError);
    await expect(request).rejects.toMatchObject({ response: { status }, config: { url: path, method: 'get' } });
    await expect(request).rejects.not.toBeInstanceOf(RedirectNotFollowedError);
  });

  it(`gives up a call without an answer after ${REQUEST_TIMEOUT_MS} ms, not before`, async () => {
    // Only the clock is faked: the socket keeps working.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const arrived = new Promise<void>((resolve) => (onHang = resolve));
    let outcome: unknown = 'pending';
    const request = getApiClient('bff', 'shell')
      .get('/hang')
      .catch((error: unknown) => (outcome = error));
    await arrived;
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await request;
    expect(outcome).toBeInstanceOf(AxiosError);
    expect(outcome).toMatchObject({ code: AxiosError.ETIMEDOUT });
  });

  it('sends JSON bodies of POST calls', async () => {
    await getApiClient('bff', 'shell').post('/session/login', { customer: 'default' });
    expect(seen[0]).toEqual(expect.objectContaining({ method: 'POST', url: '/bff-base/session/login' }));
    expect(seen[0]?.headers['content-type']).toContain('application/json');
  });
});

describe('getApiClient', () => {
  it('returns one client per API and caller', () => {
    const first = getApiClient('recommender', 'mf-recommendations');
    expect(getApiClient('recommender', 'mf-recommendations')).toBe(first);
    expect(getApiClient('recommender', 'mf-homepage-blocks')).not.toBe(first);
    expect(getApiClient('productCatalog', 'mf-recommendations')).not.toBe(first);
  });

  it('keeps the caller of each client apart', async () => {
    await getApiClient('bff', 'mf-a').get('/one');
    await getApiClient('bff', 'mf-b').get('/two');
    expect(seen.map((request) => request.headers['x-caller'])).toEqual(['pet-storefront-web/mf-a', 'pet-storefront-web/mf-b']);
  });

  it('follows a change of the configured base path', async () => {
    await getApiClient('content', 'shell').get('/a');
    const local = createLocalConfig({}, origin);
    configurePlatform({ ...local, apiBasePaths: { ...local.apiBasePaths, content: `${origin}/content-v2` } });
    await getApiClient('content', 'shell').get('/a');
    expect(seen.map((request) => request.url)).toEqual(['/a', '/content-v2/a']);
  });

  it('appends the parameters that have a value, commas of lists as they are', async () => {
    await getApiClient('bff', 'shell').get('/products', { params: { articleIds: '1,2', size: 2, preview: undefined, customer: null, set_cookie: true } });
    expect(seen.map((request) => request.url)).toEqual(['/bff-base/products?articleIds=1,2&size=2&set_cookie=true']);
  });

  it('answers the parsed JSON body with the status, and the text of an answer that is not JSON', async () => {
    const json = await getApiClient('bff', 'shell').get<{ path: string }>('/session');
    expect(json).toMatchObject({ status: 200, data: { path: '/bff-base/session' } });
    const text = await getApiClient('bff', 'shell').get('/plain');
    expect(text.data).toBe('zooplus');
  });

  it("sends the request's headers besides its own", async () => {
    await getApiClient('bff', 'shell').get('/session', { headers: { 'x-correlation-id': 'c-1' } });
    expect(seen[0]?.headers).toMatchObject({ accept: 'application/json', 'x-caller': 'pet-storefront-web/shell', 'x-correlation-id': 'c-1' });
  });

  it('rejects a failure to reach the API with the request it made, as error reports read it', async () => {
    const local = createLocalConfig({}, origin);
    configurePlatform({ ...local, apiBasePaths: { ...local.apiBasePaths, bff: 'http://127.0.0.1:1/bff-base' } });
    const failure: unknown = await getApiClient('bff', 'shell')
      .get('/session')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect(failure).toMatchObject({ message: 'Network Error', config: { url: '/session', method: 'get' } });
    expect((failure as AxiosError).response).toBeUndefined();
  });

  it('createApiClient sends its calls to the base path configured when it was created', async () => {
    const client = createApiClient('bff', 'x');
    const local = createLocalConfig({}, origin);
    configurePlatform({ ...local, apiBasePaths: { ...local.apiBasePaths, bff: `${origin}/bff-v2` } });
    await client.get('/session');
    expect(seen.map((request) => request.url)).toEqual(['/bff-base/session']);
  });
});
