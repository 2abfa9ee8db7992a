// Redirect options, sid, simulated log-in, personalisation and account calls.
import type { FastifyInstance } from 'fastify';
import { cookieHeader, testServer } from './helpers/server';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const ANNA = { cid: '53284711', zt: 'zt-4f1c2a9e-anna' };

describe('redirect options', () => {
  const texts = { title: 'Besuchen Sie unseren Shop für {0}?', goTo: 'Weiter zu {0}', stayAt: 'Auf {0} bleiben' };

  test.each([
    ['/zooplus.de/de-DE/de', []],
    ['/zooplus.de/de-DE/84.130.1.2/de', []],
    ['/zooplus.de/de-DE/81.10.77.1/de', [{ domain: 'zooplus.at', url: 'https://www.zooplus.at/' }]],
    ['/zooplus.de/de-DE/85.4.10.10/de', [{ domain: 'zooplus.ch', url: 'https://www.zooplus.ch/' }]],
    ['/zooplus.de/de-AT/de', [{ domain: 'zooplus.at', url: 'https://www.zooplus.at/' }]],
    ['/zooplus.at/de-AT/81.10.1.1/de', []],
    ['/zooplus.de/de-DE/2001:db8::1/de', []],
  ])('%s -> %j', async (path, options) => {
    const response = await get(`/v1/shop/redirect/options${path}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ options, locResources: texts });
  });

  test.each([
    ['/zooplus.de/de-DE', 400, 'Required parameter language was null or undefined when calling getRedirectOptions.'],
    ['/zooplus.de', 400, 'Required parameter locale was null or undefined when calling getRedirectOptions.'],
    ['', 400, 'Required parameter domain was null or undefined when calling getRedirectOptions.'],
    ['/zooplus.de/de-DE/999.1.1.1/de', 400, 'ip must be an IPv4 or IPv6 address, got "999.1.1.1"'],
    ['/zooplus.de/german/de', 400, 'locale must look like de-DE, got "german"'],
    ['/zooplus.xx/de-DE/de', 404, 'Unknown shop domain "zooplus.xx"'],
  ])('%s -> %i', async (path, status, message) => {
    const response = await get(`/v1/shop/redirect/options${path}`);
    expect(response.statusCode).toBe(status);
    expect((response.json() as { message: string }).message).toBe(message);
  });
});

describe('sid', () => {
  test('a new sid comes with a cookie; the same cookie gives the same sid', async () => {
    const first = await get('/om/zdl/sid');
    const sid = (first.json() as { sid: string }).sid;
    expect(sid).toMatch(/^[0-9a-f]{32}$/);
    const again = await get('/om/zdl/sid', { cookie: cookieHeader(first.headers['set-cookie']) });
    expect(again.json()).toEqual({ sid });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await get('/om/zdl/sid')).json()).not.toEqual({ sid });
  });
});

describe('simulated log-in', () => {
  test('sets readable cid and zt_id cookies for every port of the host and returns the customer summary', async () => {
    const response = await app.inject({ method: 'POST', url: '/session/login' });
    expect(response.json()).toEqual({ customerId: ANNA.cid, shopUserId: ANNA.zt, firstName: 'Anna' });
    const cookies = [response.headers['set-cookie']].flat() as string[];
    expect(cookies).toEqual([`cid=${ANNA.cid}; Path=/; SameSite=Lax`, `zt_id=${ANNA.zt}; Path=/; SameSite=Lax`]);
    for (const cookie of cookies) expect(cookie).not.toMatch(/HttpOnly|Domain/i);
  });

  test('logs in the customer without bonus points, logs out again', async () => {
    const login = await app.inject({ method: 'POST', url: '/session/login', payload: { customer: 'no-bonus' } });
    expect(login.json()).toMatchObject({ customerId: '53284712', firstName: 'Jonas' });
    const logout = await app.inject({ method: 'POST', url: '/session/logout' });
    expect(logout.json()).toEqual({ loggedOut: true });
    const cleared = [logout.headers['set-cookie']].flat() as string[];
    expect(cleared.map((c) => c.split('=')[0])).toEqual(['cid', 'zt_id']);
    for (const cookie of cleared) expect(cookie).toMatch(/Max-Age=0/);
  });

  test('bad bodies', async () => {
    expect((await app.inject({ method: 'POST', url: '/session/login', payload: { customer: 7 } })).statusCode).toBe(400);
    const broken = await app.inject({ method: 'POST', url: '/session/login', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toEqual({ error: 'invalid-json', message: expect.any(String) });
  });
});

describe('personalisation', () => {
  const annaCookies = { cookie: `cid=${ANNA.cid}; zt_id=${ANNA.zt}` };

  test('audiences for anonymous, by cookie and by bearer token; set_cookie=true sets sf_audiences', async () => {
    expect((await get('/v1/audiences')).json()).toEqual({ audiences: ['anonymous-visitor'] });
    const withCookie = await get('/v1/sites/1/audiences?set_cookie=true', annaCookies);
    expect(withCookie.json()).toEqual({ audiences: ['cat-owner', 'dog-owner', 'bonus-member', 'savings-plan-customer'] });
    expect(withCookie.headers['set-cookie']).toBe('sf_audiences=cat-owner%2Cdog-owner%2Cbonus-member%2Csavings-plan-customer; Path=/; SameSite=Lax');
    expect((await get('/v1/audiences', { authorization: 'Bearer 53284712' })).json()).toEqual({ audiences: ['small-animal-owner', 'new-customer'] });
    expect((await get('/v1/audiences?set_cookie=false')).headers['set-cookie']).toBeUndefined();
  });

  test('me', async () => {
    expect((await get('/v1/me', annaCookies)).json()).toEqual({ shopUserId: ANNA.zt, customerId: ANNA.cid, audiences: expect.any(Array) });
    expect((await get('/v1/me', { cookie: 'sf_sid=abcdef0123456789' })).json()).toEqual({
      shopUserId: 'anon-abcdef0123456789',
      customerId: null,
      audiences: ['anonymous-visitor'],
    });
  });

  test('pet type by query, by cookie, unknown and anonymous', async () => {
    expect((await get('/v1/pet-type/site/1?customer_id=53284711')).json()).toEqual({ petTypes: ['cat', 'dog'] });
    expect((await get('/v1/pet-type/site/1?shop_user_id=zt-9b7d3e10-jonas')).json()).toEqual({ petTypes: ['small_animal'] });
    expect((await get('/v1/pet-type/site/1', annaCookies)).json()).toEqual({ petTypes: ['cat', 'dog'] });
    expect((await get('/v1/pet-type/site/1?customer_id=404')).json()).toEqual({ petTypes: [] });
    expect((await get('/v1/pet-type/site/1')).json()).toEqual({ petTypes: [] });
    expect((await get('/v1/pet-type/site/3')).statusCode).toBe(404);
  });
});

describe('account', () => {
  test('account overview per customer', async () => {
    expect((await get('/v1/customers/53284711/account-overview')).json()).toEqual({
      displayFlags: {
        customerData: true,
        newsletter: true,
        petProfile: true,
        services: true,
        productPhotos: true,
        customerCare: true,
        bonusPoints: true,
        coupons: true,
        savingsPlan: true,
      },
      couponCount: 3,
    });
    expect((await get('/v1/customers/53284712/account-overview')).json()).toMatchObject({
      displayFlags: { petProfile: false, productPhotos: false, coupons: false, savingsPlan: false, bonusPoints: true },
      couponCount: 0,
    });
    expect((await get('/v1/customers/0/account-overview')).json()).toEqual({ error: 'unknown-customer', message: 'Unknown customer 0' });
  });

  test('bonus balance: 200 with balanceActive, 204 without body meaning 0, 404 for unknown', async () => {
    expect((await get('/v1/customers/53284711/bonus-points/balance')).json()).toEqual({ balanceActive: 1250 });
    const none = await get('/v1/customers/53284712/bonus-points/balance');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await get('/v1/customers/x/bonus-points/balance')).statusCode).toBe(404);
  });
});
