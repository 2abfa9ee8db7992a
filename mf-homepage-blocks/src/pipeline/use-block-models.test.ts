import { act, renderHook, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, deferred, setUpPlatform } from '@storefront/test-support';
import { blockReply, contentBackend, contentModel, type BlockReply } from '../test-support/content-backend';
import { layoutSlotsOf, MODEL_ARRIVED, MODELS_REQUESTED, type LayoutSlot, type PageLoadAction } from './content-page-state';
import type { BlockPlacement } from './lazy-block';
import { useBlockModels } from './use-block-models';
import { useMounted } from './use-mounted';
import type { PageLayoutRequest } from './use-page-layout';

const BLOCK = 'GET /content/blocks/{blockId}';
const references = [
  { id: 'promo-bar', contentType: 'PromoBar' },
  { id: 'seo-1', contentType: 'SeoAccordion' },
  { id: 'seo-2', contentType: 'SeoAccordion' },
  { id: 'terms', contentType: 'TermsTextBlock' },
];
const models = {
  'promo-bar': contentModel('PromoBar', 'promo-bar', { title: 'Gratis Versand ab 49 €' }),
  'seo-1': contentModel('SeoAccordion', 'seo-1', { headline: '<h2>Fragen</h2>', items: [] }),
  'seo-2': contentModel('SeoAccordion', 'seo-2', { headline: '<h2>Mehr Fragen</h2>', items: [] }),
  terms: contentModel('TermsTextBlock', 'terms', { termsAndConditionsText: '<p>Alle Preise inkl. MwSt.</p>' }),
};
const layout = layoutSlotsOf(references);

/** The load limit's rule, one stable function per limit (a new function is a new rule to the hook). */
const upTo = (limit: number) => (_placement: BlockPlacement, index: number) => index <= limit;
const upToSecond = upTo(1);
const upToLast = upTo(3);
const none = upTo(-1);

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

afterEach(() => jest.useRealTimers());

type Props = { layout: readonly LayoutSlot[]; anchor?: string; scrolled?: boolean; isDue: (placement: BlockPlacement, index: number) => boolean };

function renderModels(initialProps: Props, layoutPageId = 'homepage') {
  const dispatch = jest.fn<void, [PageLoadAction]>();
  const request: PageLayoutRequest = { layoutPageId: { current: layoutPageId }, requestedModels: { current: new Set() } };
  const hook = renderHook(
    ({ layout: slots, anchor, scrolled = false, isDue }: Props) => useBlockModels('homepage', slots, anchor, scrolled, isDue, request, useMounted(), dispatch),
    { initialProps },
  );
  const actions = () => dispatch.mock.calls.map(([action]) => action);
  const arrived = () => actions().flatMap((action) => (action.type === MODEL_ARRIVED ? [action] : []));
  const requested = () => actions().flatMap((action) => (action.type === MODELS_REQUESTED ? [action.blockIds] : []));
  return { ...hook, request, actions, arrived, requested };
}

const askedFor = (backend: ReturnType<typeof contentBackend>) => backend.to(BLOCK).map((request) => request.params.blockId);

describe('useBlockModels', () => {
  it('asks, before the first scroll, only for the models of the blocks that are due, in layout order, and hands each over as it arrives', async () => {
    const backend = contentBackend(references, models);
    const { arrived, requested, unmount } = renderModels({ layout, isDue: upToSecond });
    expect(requested()).toEqual([['promo-bar', 'seo-1']]);
    await waitFor(() => expect(arrived()).toHaveLength(2));
    expect(arrived()).toEqual([
      { type: MODEL_ARRIVED, blockId: 'promo-bar', model: { status: 'loaded', model: models['promo-bar'] } },
      { type: MODEL_ARRIVED, blockId: 'seo-1', model: { status: 'loaded', model: models['seo-1'] } },
    ]);
    expect(askedFor(backend)).toEqual(['promo-bar', 'seo-1']);
    unmount();
  });

  it('asks for each model once per page, also for a block the layout names twice', async () => {
    const backend = contentBackend(references, models);
    const twice = layoutSlotsOf([{ id: 'seo-1', contentType: 'SeoAccordion' }, ...references]);
    const { rerender, arrived, requested, unmount } = renderModels({ layout: twice, isDue: upToSecond });
    expect(requested()).toEqual([['seo-1', 'promo-bar']]);
    // a new layout array with the same places, then a higher load limit: only the blocks not asked for yet
    rerender({ layout: [...twice], isDue: upToSecond });
    rerender({ layout: twice, isDue: upTo(4) });
    expect(requested()).toEqual([
      ['seo-1', 'promo-bar'],
      ['seo-2', 'terms'],
    ]);
    await waitFor(() => expect(arrived()).toHaveLength(4));
    // two batches in tasks of their own interleave: each model once, in whatever order
    expect(askedFor(backend).sort()).toEqual(['promo-bar', 'seo-1', 'seo-2', 'terms']);
    unmount();
  });

  it('asks for every model from the first scroll on', async () => {
    contentBackend(references, models);
    const { rerender, arrived, requested, unmount } = renderModels({ layout, isDue: upToSecond });
    rerender({ layout, isDue: upToSecond, scrolled: true });
    expect(requested()).toEqual([
      ['promo-bar', 'seo-1'],
      ['seo-2', 'terms'],
    ]);
    await waitFor(() => expect(arrived()).toHaveLength(4));
    unmount();
  });

  it('asks for every model while an anchor is to be found', async () => {
    contentBackend(references, models);
    const { arrived, requested, unmount } = renderModels({ layout, isDue: none, anchor: 'top-marken' });
    expect(requested()).toEqual([['promo-bar', 'seo-1', 'seo-2', 'terms']]);
    await waitFor(() => expect(arrived()).toHaveLength(4));
    unmount();
  });

  it('hands a model that cannot be had over as failed', async () => {
    contentBackend(references, { 'promo-bar': models['promo-bar'] });
    const { arrived, unmount } = renderModels({ layout, isDue: upToSecond });
    await waitFor(() => expect(arrived()).toHaveLength(2));
    expect(arrived()[1]).toEqual({ type: MODEL_ARRIVED, blockId: 'seo-1', model: { status: 'failed' } });
    expect(reports).toHaveLength(1);
    unmount();
  });

  it("asks for nothing while the layout it holds is still the previous page's", () => {
    const backend = contentBackend(references, models);
    const { actions, unmount } = renderModels({ layout, isDue: upToLast, scrolled: true }, 'other-page');
    expect(actions()).toEqual([]);
    expect(backend.requests).toEqual([]);
    unmount();
  });

  it.each([
    ['it has gone', (hook: ReturnType<typeof renderModels>) => hook.unmount()],
    ['a new page has started over', (hook: ReturnType<typeof renderModels>) => (hook.request.requestedModels.current = new Set())],
  ])('drops a model that arrives after %s', async (_when, leave) => {
    const answer = deferred<BlockReply>();
    contentBackend(references, { 'promo-bar': () => answer.promise });
    const hook = renderModels({ layout, isDue: upTo(0) });
    await waitFor(() => expect(hook.requested()).toEqual([['promo-bar']]));
    act(() => void leave(hook));
    // A model of another content type is reported before it is handed over: the report says it has been read.
    await act(async () => answer.resolve(blockReply(models.terms)));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(hook.arrived()).toEqual([]);
    hook.unmount();
  });

  it('asks for each model in a task of its own, and for none after it has gone', async () => {
    jest.useFakeTimers();
    const backend = contentBackend(references, models);
    const { unmount } = renderModels({ layout, isDue: upToSecond });
    unmount();
    for (let turn = 0; turn < 5; turn += 1) await act(() => jest.advanceTimersByTimeAsync(0));
    expect(askedFor(backend)).toEqual(['promo-bar']);
  });
});
