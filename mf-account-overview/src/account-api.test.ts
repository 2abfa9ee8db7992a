import { fakeBackend, httpError, json, raw, setUpPlatform } from '@storefront/test-support';
import { fetchAccountOverview } from './account-api';
import { CUSTOMER_ID, flags, overview, OVERVIEW } from '../test/account-fixtures';

beforeEach(() => {
  setUpPlatform();
});

describe('fetchAccountOverview', () => {
  it('requires a customer id and makes no request without one', async () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview()) });
    await expect(fetchAccountOverview(null)).rejects.toThrow('Required parameter customerId was null or undefined when calling getAccountOverview.');
    expect(backend.requests).toEqual([]);
  });

  it('GETs the customer’s account overview from the BFF, naming this fragment in x-caller', async () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview(flags(true), 4)) });
    await expect(fetchAccountOverview(CUSTOMER_ID)).resolves.toEqual({ displayFlags: flags(true), couponCount: 4 });
    const [request] = backend.requests;
    expect(request?.url.href).toBe('http://localhost:8090/v1/customers/C-1001/account-overview');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-account-overview');
  });

  it('encodes the customer id as one path segment', async () => {
    const backend = fakeBackend({ [OVERVIEW]: () => json(overview()) });
    await fetchAccountOverview('a/b?c');
    expect(backend.requests[0]?.url.href).toBe('http://localhost:8090/v1/customers/a%2Fb%3Fc/account-overview');
  });

  it('ignores fields it does not know', async () => {
    fakeBackend({ [OVERVIEW]: () => json({ ...overview(flags(false), 0), greeting: 'Hallo' }) });
    await expect(fetchAccountOverview(CUSTOMER_ID)).resolves.toEqual({ displayFlags: flags(false), couponCount: 0 });
  });

  it.each([
    [
      'a flag of the wrong type',
      { displayFlags: { ...flags(true), coupons: 'yes' }, couponCount: 3 },
      'getAccountOverview answered a malformed body: displayFlags.coupons: Invalid type: Expected boolean but received "yes"',
    ],
    [
      'a missing coupon count',
      { displayFlags: flags(true) },
      'getAccountOverview answered a malformed body: couponCount: Invalid key: Expected "couponCount" but received undefined',
    ],
    [
      'a negative coupon count',
      { displayFlags: flags(true), couponCount: -1 },
      'getAccountOverview answered a malformed body: couponCount: Invalid value: Expected >=0 but received -1',
    ],
    ['a null body', null, 'getAccountOverview answered a malformed body: (body): Invalid type: Expected Object but received null'],
  ])('rejects %s with a message naming the problem', async (_case, body, message) => {
    fakeBackend({ [OVERVIEW]: () => raw(body) });
    await expect(fetchAccountOverview(CUSTOMER_ID)).rejects.toThrow(message);
  });

  it('rejects an HTTP error', async () => {
    fakeBackend({ [OVERVIEW]: () => httpError(500) });
    await expect(fetchAccountOverview(CUSTOMER_ID)).rejects.toThrow('Request failed with status code 500');
  });
});
