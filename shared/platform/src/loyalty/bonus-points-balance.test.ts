import { collectReports, fakeBackend, httpError, json, noContent, raw, setUpPlatform } from '@storefront/test-support';
import { fetchBonusPointsBalance, formatBonusPoints, loadBonusBalance } from './bonus-points-balance';

const BALANCE = 'GET /v1/customers/{customerId}/bonus-points/balance';
const CUSTOMER_ID = 'C-1001';
const CALLER = 'mf-account-overview';

beforeEach(() => setUpPlatform());

describe('fetchBonusPointsBalance', () => {
  it('requires a customer id and makes no request without one', async () => {
    const backend = fakeBackend({ [BALANCE]: () => noContent() });
    await expect(fetchBonusPointsBalance(null, CALLER)).rejects.toThrow(
      'Required parameter customerId was null or undefined when calling getBonusPointsBalance.',
    );
    expect(backend.requests).toEqual([]);
  });

  it('reads balanceActive from a 200 answer of the bonus-points balance API', async () => {
    const backend = fakeBackend({ [BALANCE]: () => json({ balanceActive: 1250 }) });
    await expect(fetchBonusPointsBalance(CUSTOMER_ID, CALLER)).resolves.toBe(1250);
    const [request] = backend.requests;
    expect(request?.url.href).toBe('http://localhost:8090/v1/customers/C-1001/bonus-points/balance');
    expect(request?.headers.get('x-caller')).toBe('pet-storefront-web/mf-account-overview');
  });

  it('treats 204 (no body) as a balance of 0', async () => {
    fakeBackend({ [BALANCE]: () => noContent() });
    await expect(fetchBonusPointsBalance(CUSTOMER_ID, CALLER)).resolves.toBe(0);
  });

  it.each([
    ['a missing balance', {}, 'balanceActive: Invalid key: Expected "balanceActive" but received undefined'],
    ['a balance as text', { balanceActive: '1250' }, 'balanceActive: Invalid type: Expected number but received "1250"'],
    ['a fractional balance', { balanceActive: 1.5 }, 'balanceActive: Invalid safe integer: Received 1.5'],
  ])('rejects %s', async (_case, body, problem) => {
    fakeBackend({ [BALANCE]: () => raw(body) });
    await expect(fetchBonusPointsBalance(CUSTOMER_ID, CALLER)).rejects.toThrow(`getBonusPointsBalance answered a malformed body: ${problem}`);
  });
});

describe('loadBonusBalance', () => {
  it('is completed with the balance', async () => {
    fakeBackend({ [BALANCE]: () => json({ balanceActive: 40 }) });
    await expect(loadBonusBalance(CUSTOMER_ID, CALLER)).resolves.toEqual({ status: 'completed', balance: 40 });
  });

  it('is an error, reported once with the operation and the caller, when the call fails', async () => {
    const reports = collectReports();
    fakeBackend({ [BALANCE]: () => httpError(503) });
    await expect(loadBonusBalance(CUSTOMER_ID, CALLER, { consequence: 'balance hidden' })).resolves.toEqual({ status: 'error' });
    expect(reports.map((report) => report.context)).toEqual([
      expect.objectContaining({ operation: 'getBonusPointsBalance', fragment: CALLER, consequence: 'balance hidden', status: 503 }),
    ]);
  });
});

describe('formatBonusPoints', () => {
  it.each([
    [0, '0 Bonuspunkte'],
    [1, '1 Bonuspunkt'],
    [2, '2 Bonuspunkte'],
    [1250, '1.250 Bonuspunkte'],
    [1000000, '1.000.000 Bonuspunkte'],
  ])('formats %d as "%s" in German', (points, text) => {
    expect(formatBonusPoints(points, 'de-DE')).toBe(text);
  });
});
