import { act, renderHook, waitFor } from '@testing-library/react';
import { LoadTimeoutError, type ErrorReport } from '@storefront/platform';
import { collectReports, deferred, setUpPlatform } from '@storefront/test-support';
import { FRAGMENT } from '../fragment';
import type { RegisteredBlock } from './block-definition';
import { BLOCK_REGISTRY } from './block-registry';
import { CODE_ARRIVED, CODE_REQUESTED, EVERY_BLOCK, layoutSlotsOf, LOAD_LIMIT_RAISED, type CodeState, type PageLoadAction } from './content-page-state';
import type { BlockPlacement } from './lazy-block';
import { useContentTypeCode } from './use-content-type-code';
import { useMounted } from './use-mounted';

const { PromoBar, SeoAccordion, TermsTextBlock } = BLOCK_REGISTRY as Required<typeof BLOCK_REGISTRY>;
const layout = layoutSlotsOf([
  { id: 'seo-1', contentType: 'SeoAccordion' },
  { id: 'seo-2', contentType: 'SeoAccordion' },
  { id: 'terms', contentType: 'TermsTextBlock' },
  { id: 'promo-bar', contentType: 'PromoBar' },
]);

/** The load limit's rule, one stable function per limit (a new function is a new rule to the hook). */
const upTo = (limit: number) => (_placement: BlockPlacement, index: number) => index <= limit;
const upToSecond = upTo(1);
const upToLast = upTo(3);

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

afterEach(() => jest.useRealTimers());

type Props = { codes: ReadonlyMap<string, CodeState>; isDue: (placement: BlockPlacement, index: number) => boolean };

function renderCode(initialProps: Props) {
  const dispatch = jest.fn<void, [PageLoadAction]>();
  const hook = renderHook(({ codes, isDue }: Props) => useContentTypeCode(layout, codes, isDue, useMounted(), dispatch), { initialProps });
  const actions = () => dispatch.mock.calls.map(([action]) => action);
  return { ...hook, actions };
}

describe('useContentTypeCode', () => {
  it('asks for the code of the due blocks once per content type and hands it over as it arrives', async () => {
    const loadSeo = jest.spyOn(SeoAccordion, 'load');
    const loadTerms = jest.spyOn(TermsTextBlock, 'load');
    const { actions, unmount } = renderCode({ codes: new Map(), isDue: upToSecond });
    expect(actions()).toEqual([{ type: CODE_REQUESTED, contentTypes: ['SeoAccordion'] }]);
    await waitFor(() => expect(actions()).toHaveLength(2));
    expect(actions()[1]).toEqual({ type: CODE_ARRIVED, contentType: 'SeoAccordion', code: { status: 'loaded', block: SeoAccordion.loaded() } });
    expect(SeoAccordion.loaded()?.contentType).toBe('SeoAccordion');
    expect(loadSeo).toHaveBeenCalledTimes(1);
    expect(loadTerms).not.toHaveBeenCalled();
    unmount();
  });

  it('does not ask again for a content type whose code has been asked for', async () => {
    const loadSeo = jest.spyOn(SeoAccordion, 'load');
    const { actions, rerender, unmount } = renderCode({ codes: new Map(), isDue: upToSecond });
    rerender({ codes: new Map([['SeoAccordion', { status: 'loading' }]]), isDue: upTo(2) });
    expect(actions().filter((action) => action.type === CODE_REQUESTED)).toEqual([
      { type: CODE_REQUESTED, contentTypes: ['SeoAccordion'] },
      { type: CODE_REQUESTED, contentTypes: ['TermsTextBlock'] },
    ]);
    await waitFor(() => expect(actions().filter((action) => action.type === CODE_ARRIVED)).toHaveLength(2));
    expect(loadSeo).toHaveBeenCalledTimes(1);
    unmount();
  });

  it.each([
    ['hands code that fails to load over as failed, reported with its consequence', new Error('Loading chunk block-promo-bar failed'), []],
    [
      'hands code that has not arrived in time over as failed, reported, and asks for every block at once',
      new LoadTimeoutError('Block code', 5000),
      [{ type: LOAD_LIMIT_RAISED, limit: EVERY_BLOCK }],
    ],
  ])('%s', async (_title, error, more) => {
    jest.spyOn(PromoBar, 'load').mockRejectedValue(error);
    const { actions, unmount } = renderCode({ codes: new Map([['SeoAccordion', { status: 'loading' }]]), isDue: upToLast });
    await waitFor(() => expect(actions()).toContainEqual({ type: CODE_ARRIVED, contentType: 'PromoBar', code: { status: 'failed' } }));
    const failed = actions().findIndex((action) => action.type === CODE_ARRIVED && action.contentType === 'PromoBar');
    expect(
      actions()
        .slice(failed + 1)
        .filter((action) => action.type !== CODE_ARRIVED),
    ).toEqual(more);
    expect(reports.map((report) => [report.message, report.context])).toEqual([
      [error.message, { fragment: FRAGMENT, block: 'PromoBar', consequence: 'blocks of this content type render nothing' }],
    ]);
    unmount();
  });

  it('hands nothing over after it has gone, though a failure is still reported', async () => {
    const code = deferred<RegisteredBlock>();
    const loadPromo = jest.spyOn(PromoBar, 'load').mockReturnValue(code.promise);
    const asked = new Map<string, CodeState>([
      ['SeoAccordion', { status: 'loading' }],
      ['TermsTextBlock', { status: 'loading' }],
    ]);
    const { actions, unmount } = renderCode({ codes: asked, isDue: upToLast });
    expect(loadPromo).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => code.reject(new LoadTimeoutError('Block code', 5000)));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(actions()).toEqual([{ type: CODE_REQUESTED, contentTypes: ['PromoBar'] }]);
  });

  it('asks for each content type in a task of its own, and for none after it has gone', async () => {
    jest.useFakeTimers();
    const loadSeo = jest.spyOn(SeoAccordion, 'load');
    const loadTerms = jest.spyOn(TermsTextBlock, 'load');
    const { unmount } = renderCode({ codes: new Map(), isDue: upTo(2) });
    expect(loadSeo).toHaveBeenCalledTimes(1);
    unmount();
    for (let turn = 0; turn < 5; turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
    expect(loadTerms).not.toHaveBeenCalled();
  });
});
