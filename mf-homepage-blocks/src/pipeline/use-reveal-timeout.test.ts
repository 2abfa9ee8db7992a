import { act, renderHook } from '@testing-library/react';
import { BLOCK_WAITED, layoutSlotsOf, type CodeState, type PageSlot } from './content-page-state';
import { REVEAL_TIMEOUT_MS, useRevealTimeout } from './use-reveal-timeout';

const [promoBar, terms] = layoutSlotsOf([
  { id: 'promo-bar', contentType: 'PromoBar' },
  { id: 'terms', contentType: 'TermsTextBlock' },
]).map(({ key, reference, lazy }): PageSlot => ({
  key,
  reference,
  placement: lazy.placement,
  model: { status: 'loading' },
  code: undefined,
  outcome: undefined,
})) as [PageSlot, PageSlot];

const withCode = (slot: PageSlot, code: CodeState | undefined): PageSlot => ({ ...slot, code });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderTimeout(waiting: PageSlot | undefined) {
  const dispatch = jest.fn();
  const hook = renderHook(({ slot }: { slot: PageSlot | undefined }) => useRevealTimeout(slot, dispatch), { initialProps: { slot: waiting } });
  return { ...hook, dispatch };
}

describe('useRevealTimeout', () => {
  it(`passes the waiting block by after exactly REVEAL_TIMEOUT_MS (${REVEAL_TIMEOUT_MS} ms), not before`, () => {
    const { dispatch, unmount } = renderTimeout(withCode(promoBar, { status: 'loading' }));
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1));
    expect(dispatch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(dispatch.mock.calls).toEqual([[{ type: BLOCK_WAITED, key: promoBar.key }]]);
    unmount();
  });

  it('starts the time only once the code has been requested, and not again when the code arrives', () => {
    const { dispatch, rerender, unmount } = renderTimeout(promoBar);
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS * 2));
    expect(dispatch).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);

    rerender({ slot: withCode(promoBar, { status: 'loading' }) });
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1));
    rerender({ slot: withCode(promoBar, { status: 'failed' }) });
    expect(dispatch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(dispatch.mock.calls).toEqual([[{ type: BLOCK_WAITED, key: promoBar.key }]]);
    unmount();
  });

  it('gives a new frontier block its own full time and never passes by the one before it', () => {
    const { dispatch, rerender, unmount } = renderTimeout(withCode(promoBar, { status: 'loading' }));
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1));
    rerender({ slot: withCode(terms, { status: 'loading' }) });
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1));
    expect(dispatch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(dispatch.mock.calls).toEqual([[{ type: BLOCK_WAITED, key: terms.key }]]);
    unmount();
  });

  it('waits for nothing without a frontier block, and leaves no timer once unmounted', () => {
    const { dispatch, rerender, unmount } = renderTimeout(undefined);
    expect(jest.getTimerCount()).toBe(0);
    rerender({ slot: withCode(promoBar, { status: 'loading' }) });
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(REVEAL_TIMEOUT_MS));
    expect(dispatch).not.toHaveBeenCalled();
  });
});
