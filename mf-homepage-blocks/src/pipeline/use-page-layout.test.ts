import { act, renderHook, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { collectReports, deferred, type Deferred, fakeBackend, httpError, raw, setUpPlatform, type ReplyFor } from '@storefront/test-support';
import type { ContentModel } from '../content/content-client';
import { PAGE_LAYOUT_CONTENT_TYPE } from '../content/content-types';
import { contentBackend } from '../test-support/content-backend';
import { LAYOUT_ANSWERED, LAYOUT_ASKED, layoutSlotsOf, type InitialState, type LayoutSlot, type PageLoadAction } from './content-page-state';
import { usePageLayout } from './use-page-layout';

const PAGE = 'GET /content/pages/{pageId}';
type PageReply = ReplyFor<typeof PAGE>;

const promoBar = { id: 'promo-bar', contentType: 'PromoBar' };
const terms = { id: 'terms', contentType: 'TermsTextBlock' };
const layoutReply = (pageId: string, blocks: unknown) => raw({ model: { metadata: { contentType: PAGE_LAYOUT_CONTENT_TYPE, id: pageId }, blocks } });

let reports: ErrorReport[];

beforeEach(() => {
  setUpPlatform();
  reports = collectReports();
});

type Props = { pageId: string };

function renderLayout(pageId: string, initial?: InitialState) {
  const dispatch = jest.fn<void, [PageLoadAction]>();
  const hook = renderHook(({ pageId: id }: Props) => usePageLayout(id, initial, dispatch), { initialProps: { pageId } });
  const actions = () => dispatch.mock.calls.map(([action]) => action);
  return { ...hook, dispatch, actions };
}

/** The places of an answered layout, by key and reference. */
const answeredPlaces = (actions: PageLoadAction[]) =>
  actions.flatMap((action) =>
    action.type === LAYOUT_ANSWERED ? [action.slots?.map((slot: LayoutSlot) => ({ key: slot.key, reference: slot.reference }))] : [],
  );

describe('usePageLayout', () => {
  it("asks for the layout and answers it with the places of the registered blocks; the layout is then that page's", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = contentBackend([promoBar, { id: 'news', contentType: 'NewsTicker' }, terms], {});
    const { result, actions, unmount } = renderLayout('homepage');
    expect(actions()).toEqual([{ type: LAYOUT_ASKED }]);
    expect(result.current.layoutPageId.current).toBeUndefined();
    await waitFor(() => expect(actions()).toHaveLength(2));
    expect(answeredPlaces(actions())).toEqual([
      [
        { key: '0:promo-bar', reference: promoBar },
        { key: '2:terms', reference: terms },
      ],
    ]);
    expect(result.current.layoutPageId.current).toBe('homepage');
    expect(backend.to(PAGE).map((request) => request.params.pageId)).toEqual(['homepage']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content type NewsTicker'), expect.anything());
    expect(reports).toEqual([]);
    unmount();
  });

  it('answers a failed layout with no places, reported, and keeps the page without a layout of its own', async () => {
    contentBackend(httpError(500), {});
    const { result, actions, unmount } = renderLayout('homepage');
    await waitFor(() => expect(actions()).toEqual([{ type: LAYOUT_ASKED }, { type: LAYOUT_ANSWERED, slots: undefined }]));
    expect(reports).toHaveLength(1);
    expect(result.current.layoutPageId.current).toBeUndefined();
    unmount();
  });

  it('answers a layout without a list of blocks with no places, and reports it', async () => {
    contentBackend(layoutReply('homepage', 'keine Liste'), {});
    const { actions, unmount } = renderLayout('homepage');
    await waitFor(() => expect(actions()).toEqual([{ type: LAYOUT_ASKED }, { type: LAYOUT_ANSWERED, slots: undefined }]));
    expect(reports.map((report) => report.message)).toEqual(['Layout of page homepage has no list of blocks']);
    unmount();
  });

  it('leaves out a malformed entry, reported, and keeps the others in their places', async () => {
    contentBackend([promoBar, { id: '', contentType: 'SeoAccordion' }, terms], {});
    const { actions, unmount } = renderLayout('homepage');
    await waitFor(() => expect(actions()).toHaveLength(2));
    expect(answeredPlaces(actions())).toEqual([
      [
        { key: '0:promo-bar', reference: promoBar },
        { key: '1:terms', reference: terms },
      ],
    ]);
    expect(reports.map((report) => report.message)).toEqual(['Layout of page homepage: entry 1 is not a block reference']);
    unmount();
  });

  it('drops the answer for a page it no longer shows and starts the models over for the new one', async () => {
    const answers: Record<string, Deferred<PageReply>> = { homepage: deferred(), sale: deferred() };
    fakeBackend({ [PAGE]: ({ params }) => answers[params.pageId ?? '']?.promise ?? httpError(404) });
    const { result, rerender, actions, unmount } = renderLayout('homepage');
    const homepageModels = result.current.requestedModels.current;
    rerender({ pageId: 'sale' });
    expect(actions()).toEqual([{ type: LAYOUT_ASKED }, { type: LAYOUT_ASKED }]);
    expect(result.current.requestedModels.current).not.toBe(homepageModels);

    // The malformed entry's report says the old page's answer has been read.
    await act(async () => answers.homepage?.resolve(layoutReply('homepage', [promoBar, {}])));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(actions()).toHaveLength(2);
    expect(result.current.layoutPageId.current).toBeUndefined();

    await act(async () => answers.sale?.resolve(layoutReply('sale', [terms])));
    await waitFor(() => expect(actions()).toHaveLength(3));
    expect(answeredPlaces(actions())).toEqual([[{ key: '0:terms', reference: terms }]]);
    expect(result.current.layoutPageId.current).toBe('sale');
    unmount();
  });

  it('dispatches nothing for an answer that comes after it has gone', async () => {
    const answer = deferred<PageReply>();
    contentBackend([], {}).on(PAGE, () => answer.promise);
    const { actions, unmount } = renderLayout('homepage');
    unmount();
    // A failed answer is reported however late it comes: the report says it has been read.
    await act(async () => answer.resolve(httpError(500)));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(actions()).toEqual([{ type: LAYOUT_ASKED }]);
  });

  it('does not ask again for the layout a first view laid out, but does for another page and on coming back', async () => {
    const promoModel = { metadata: { contentType: 'PromoBar', id: 'promo-bar' }, title: 'Gratis Versand' } as ContentModel;
    const initial: InitialState = {
      layout: layoutSlotsOf([promoBar]),
      models: new Map([['promo-bar', { status: 'loaded', model: promoModel }]]),
      codes: new Map(),
      outcomes: new Map(),
      loadLimit: 0,
    };
    const backend = fakeBackend({ [PAGE]: ({ params }) => layoutReply(params.pageId ?? '', [terms]) });
    const { result, rerender, actions, unmount } = renderLayout('homepage', initial);
    expect(actions()).toEqual([]);
    expect(result.current.layoutPageId.current).toBe('homepage');
    expect([...result.current.requestedModels.current]).toEqual(['promo-bar']);

    rerender({ pageId: 'sale' });
    expect([...result.current.requestedModels.current]).toEqual([]);
    await waitFor(() => expect(result.current.layoutPageId.current).toBe('sale'));
    rerender({ pageId: 'homepage' });
    await waitFor(() => expect(result.current.layoutPageId.current).toBe('homepage'));
    expect(backend.to(PAGE).map((request) => request.params.pageId)).toEqual(['sale', 'homepage']);
    expect(actions().filter((action) => action.type === LAYOUT_ASKED)).toHaveLength(2);
    unmount();
  });
});
