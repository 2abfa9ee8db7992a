import { act, renderHook, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, deferred, setUpPlatform } from '@storefront/test-support';
import { FRAGMENT } from '../fragment';
import type { RegisteredBlock } from './block-definition';
import { BLOCK_REGISTRY } from './block-registry';
import { useBlockCode } from './use-block-code';

const { PromoBar, TermsTextBlock } = BLOCK_REGISTRY as Required<typeof BLOCK_REGISTRY>;

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

describe('useBlockCode', () => {
  it("is loading from the first render, then holds the content type's block", async () => {
    const { result, unmount } = renderHook(() => useBlockCode({ id: 'terms', contentType: 'TermsTextBlock' }));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current?.status).toBe('loaded'));
    const block = (result.current as { block: RegisteredBlock }).block;
    expect(block.contentType).toBe('TermsTextBlock');
    expect(block).toBe(TermsTextBlock.loaded());
    expect(reports).toEqual([]);
    unmount();
  });

  it('fails when the code cannot be loaded and reports it with the block and its consequence', async () => {
    jest.spyOn(PromoBar, 'load').mockRejectedValue(new Error('Loading chunk block-promo-bar failed'));
    const { result, unmount } = renderHook(() => useBlockCode({ id: 'promo-bar', contentType: 'PromoBar' }));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
    expect(reports.map((report) => [report.message, report.context])).toEqual([
      ['Loading chunk block-promo-bar failed', { fragment: FRAGMENT, block: 'PromoBar', consequence: 'block renders nothing' }],
    ]);
    unmount();
  });

  it('still reports a failure that comes after it has gone', async () => {
    const code = deferred<RegisteredBlock>();
    const load = jest.spyOn(PromoBar, 'load').mockReturnValue(code.promise);
    const { unmount } = renderHook(() => useBlockCode({ id: 'promo-bar', contentType: 'PromoBar' }));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => code.reject(new Error('Loading chunk block-promo-bar failed')));
    await waitFor(() => expect(reports.map((report) => report.context.block)).toEqual(['PromoBar']));
  });

  it("answers for the content type it is given now: loading, then the new type's block, or undefined for a type without a block", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, rerender, unmount } = renderHook(({ contentType }) => useBlockCode({ id: 'block', contentType }), {
      initialProps: { contentType: 'TermsTextBlock' },
    });
    await waitFor(() => expect(result.current?.status).toBe('loaded'));
    rerender({ contentType: 'PromoBar' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect((result.current as { block?: RegisteredBlock }).block?.contentType).toBe('PromoBar'));
    rerender({ contentType: 'NewsTicker' });
    expect(result.current).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type NewsTicker'), expect.anything());
    unmount();
  });

  it('is undefined for a content type without a block, loads nothing and only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.spyOn(PromoBar, 'load');
    const { result, unmount } = renderHook(() => useBlockCode({ id: 'news', contentType: 'NewsTicker' }));
    expect(result.current).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type NewsTicker'), expect.objectContaining({ blockId: 'news' }));
    expect(load).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    unmount();
  });
});
