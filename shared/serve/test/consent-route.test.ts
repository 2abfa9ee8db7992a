import Fastify, { type FastifyInstance } from 'fastify';
import { parseSetCookie } from 'cookie';
import { CONSENT_COOKIE } from '@storefront/contracts';
import { consentSetCookie } from '../src/shell-server/consent-cookie';
import { registerConsentRoute } from '../src/shell-server/consent-route';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerConsentRoute(app);
  await app.ready();
});

afterAll(() => app.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example', 'sec-fetch-site': 'same-origin' };

const post = (payload: string, headers: Record<string, string> = FORM) => app.inject({ method: 'POST', url: '/consent', headers, payload });

describe('POST /consent', () => {
  it.each([
    ['1', 'Alle akzeptieren'],
    ['0', 'Nur notwendige Cookies'],
  ])('stores %p (%s) in the consent cookie and sends the shopper back to the page, 303', async (choice) => {
    const response = await post(`functional=${choice}&returnTo=${encodeURIComponent('/eigenmarken?type=dog')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/eigenmarken?type=dog');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = parseSetCookie(String(response.headers['set-cookie']));
    expect(cookie).toMatchObject({ name: CONSENT_COOKIE, value: choice, path: '/', sameSite: 'lax' });
    expect(cookie.httpOnly).toBeFalsy();
  });

  it('marks the cookie Secure when the shopper asked over HTTPS (to the load balancer before it), not over HTTP', async () => {
    const overHttps = await post('functional=1', { ...FORM, 'x-forwarded-proto': 'https' });
    expect(parseSetCookie(String(overHttps.headers['set-cookie'])).secure).toBe(true);
    const overHttp = await post('functional=1', { ...FORM, 'x-forwarded-proto': 'http' });
    expect(parseSetCookie(String(overHttp.headers['set-cookie'])).secure).toBeFalsy();
    expect(parseSetCookie(String((await post('functional=1')).headers['set-cookie'])).secure).toBeFalsy();
  });

  it('keeps the decision a year', () => {
    const cookie = parseSetCookie(consentSetCookie('1', Date.parse('2026-11-27T10:00:00Z')));
    expect(cookie.expires?.toUTCString()).toBe('Sat, 27 Nov 2027 10:00:00 GMT');
  });

  it('sends the shopper to the start page without a return path', async () => {
    const response = await post('functional=1');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('sends the shopper back with the campaign parameters of the page the form was posted from (the form leaves them out)', async () => {
    const referer = 'http://shop.example/eigenmarken?type=dog&utm_source=newsletter&utm_campaign=herbst&gclid=abc';
    const response = await post(`functional=1&returnTo=${encodeURIComponent('/eigenmarken?type=dog')}`, { ...FORM, referer });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/eigenmarken?type=dog&utm_source=newsletter&utm_campaign=herbst&gclid=abc');
  });

  it.each([
    ['another site', 'https://evil.example/eigenmarken?utm_source=evil'],
    ['another port', 'http://shop.example:8443/eigenmarken?utm_source=evil'],
    ['another page of this shop', 'http://shop.example/hund?utm_source=newsletter'],
    ['no URL', 'eigenmarken?utm_source=newsletter'],
  ])('keeps to the form’s return path for a Referer from %s', async (_description, referer) => {
    const response = await post(`functional=1&returnTo=${encodeURIComponent('/eigenmarken?type=dog')}`, { ...FORM, referer });
    expect(response.headers.location).toBe('/eigenmarken?type=dog');
  });

  it('never sends the shopper to another site for a Referer of this shop whose path names one', async () => {
    const response = await post('functional=1', { ...FORM, referer: 'http://shop.example/.//evil.example?utm_source=evil' });
    expect(response.headers.location).toBe('/');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/.//evil.example',
    '/\r\nSet-Cookie: x=1',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('never sends the shopper to another site for the return path %p', async (returnTo) => {
    const response = await post(`functional=1&returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['x']).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toMatch(/^sf_consent_functional=1;/);
  });

  it.each([
    ['an unknown choice', 'functional=yes&returnTo=%2F'],
    ['no choice', 'returnTo=%2F'],
    ['the choice twice', 'functional=1&functional=0'],
    ['the return path twice', 'functional=1&returnTo=%2F&returnTo=%2Faccount'],
    ['a field the form does not have', 'functional=1&returnTo=%2F&audiences=all'],
    ['an empty body', ''],
  ])('refuses %s with 400 and sets no cookie', async (_description, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['JSON', 'application/json', '{"functional":"1"}'],
    ['text', 'text/plain', 'functional=1'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="functional"\r\n\r\n1\r\n--x--\r\n'],
  ])('refuses a %s body with 400', async (_description, contentType, payload) => {
    const response = await post(payload, { ...FORM, 'content-type': contentType });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("refuses a body longer than the form's", async () => {
    const response = await post(`functional=1&returnTo=${'a'.repeat(5000)}`);
    expect(response.statusCode).toBe(413);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sister site', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { 'sec-fetch-site': undefined, origin: 'https://evil.example' }],
    ['an opaque origin', { 'sec-fetch-site': undefined, origin: 'null' }],
  ])('refuses a post from %s with 403 and sets no cookie', async (_description, headers) => {
    const merged = Object.fromEntries(Object.entries({ ...FORM, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const response = await post('functional=1&returnTo=%2F', merged);
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a post that names this shop as its origin, or a client that names no origin', async () => {
    const { 'sec-fetch-site': _site, ...withoutSite } = FORM;
    expect((await post('functional=1', { ...withoutSite, origin: 'http://shop.example' })).statusCode).toBe(303);
    expect((await post('functional=1', withoutSite)).statusCode).toBe(303);
  });
});
