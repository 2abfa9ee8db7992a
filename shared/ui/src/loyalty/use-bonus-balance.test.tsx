import { renderHook, waitFor } from '@testing-library/react';
import { collectReports, deferred, fakeBackend, httpError, json, setUpPlatform, type ReplyFor } from '@storefront/test-support';
import { useBonusBalance } from './use-bonus-balance';

const BALANCE = 'GET /v1/customers/{customerId}/bonus-points/balance';

beforeEach(() => setUpPlatform());

describe('useBonusBalance', () => {
  it('stays initial and asks nothing while it is not enabled', () => {
    const backend = fakeBackend({ [BALANCE]: () => json({ balanceActive: 5 }) });
    const { result } = renderHook(() => useBonusBalance('C-1', { enabled: false, caller: 'mf-test' }));
    expect(result.current).toEqual({ status: 'initial' });
    expect(backend.requests).toEqual([]);
  });

  it('is loading from the first render it is enabled, then completed with the balance', async () => {
    const answer = deferred<ReplyFor<typeof BALANCE>>();
    const backend = fakeBackend({ [BALANCE]: () => answer.promise });
    const { result, rerender } = renderHook(({ enabled }) => useBonusBalance('C-1', { enabled, caller: 'mf-test' }), { initialProps: { enabled: false } });
    rerender({ enabled: true });
    expect(result.current).toEqual({ status: 'loading' });
    answer.resolve(json({ balanceActive: 1250 }));
    await waitFor(() => expect(result.current).toEqual({ status: 'completed', balance: 1250 }));
    expect(backend.to(BALANCE)[0]?.headers.get('x-caller')).toBe('pet-storefront-web/mf-test');
  });

  it('ends in error and reports the failure with its consequence', async () => {
    const reports = collectReports();
    fakeBackend({ [BALANCE]: () => httpError(500) });
    const { result } = renderHook(() => useBonusBalance('C-1', { caller: 'mf-test', consequence: 'Stand ausgeblendet' }));
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
    expect(reports.map((report) => report.context.consequence)).toEqual(['Stand ausgeblendet']);
  });
});
