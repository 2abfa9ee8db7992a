import { renderHook } from '@testing-library/react';
import type { ContentModel } from '../content/content-client';
import { layoutSlotsOf, LOAD_LIMIT_RAISED, type ModelState, type PageSlot } from './content-page-state';
import { useAnchorSlot } from './use-anchor-slot';

const layout = layoutSlotsOf([
  { id: 'promo-bar', contentType: 'PromoBar' },
  { id: 'seo', contentType: 'SeoAccordion' },
  { id: 'brands', contentType: 'BrandCarousel' },
]);

const model = (contentType: string, id: string, fields: Record<string, unknown> = {}): ModelState => ({
  status: 'loaded',
  model: { metadata: { contentType, id }, ...fields } as ContentModel,
});

/** The page's slots with the brand carousel's model in the state given; the others are loaded, without anchor. */
function slotsWithBrands(brands: ModelState): PageSlot[] {
  const models = [model('PromoBar', 'promo-bar'), model('SeoAccordion', 'seo'), brands];
  return layout.map(({ key, reference, lazy }, index) => ({
    key,
    reference,
    placement: lazy.placement,
    model: models[index] ?? { status: 'idle' },
    code: undefined,
    outcome: undefined,
  }));
}

type Props = { anchor: string | undefined; slots: PageSlot[] };

function renderAnchorSlot(initialProps: Props) {
  const dispatch = jest.fn();
  const hook = renderHook(({ anchor, slots }: Props) => useAnchorSlot(anchor, slots, dispatch), { initialProps });
  return { ...hook, dispatch };
}

describe('useAnchorSlot', () => {
  it('finds the slot only once its model naming the anchor is there, and raises the load limit to it once', () => {
    const { result, rerender, dispatch, unmount } = renderAnchorSlot({ anchor: 'top-marken', slots: slotsWithBrands({ status: 'loading' }) });
    expect(result.current).toBeUndefined();
    expect(dispatch).not.toHaveBeenCalled();

    rerender({ anchor: 'top-marken', slots: slotsWithBrands(model('BrandCarousel', 'brands', { anchorId: ' top-marken ' })) });
    expect(result.current).toBe(2);
    // a later render with new slots (another model arrived) finds the same slot and asks for nothing more
    rerender({ anchor: 'top-marken', slots: slotsWithBrands(model('BrandCarousel', 'brands', { anchorId: 'top-marken' })) });
    expect(result.current).toBe(2);
    expect(dispatch.mock.calls).toEqual([[{ type: LOAD_LIMIT_RAISED, limit: 2 }]]);
    unmount();
  });

  it('finds nothing and asks for nothing without an anchor, or when no model names it', () => {
    const brands = model('BrandCarousel', 'brands', { anchorId: 'top-marken' });
    const { result, rerender, dispatch, unmount } = renderAnchorSlot({ anchor: undefined, slots: slotsWithBrands(brands) });
    expect(result.current).toBeUndefined();
    rerender({ anchor: 'andere-marken', slots: slotsWithBrands(brands) });
    expect(result.current).toBeUndefined();
    rerender({ anchor: 'top-marken', slots: slotsWithBrands({ status: 'failed' }) });
    expect(result.current).toBeUndefined();
    expect(dispatch).not.toHaveBeenCalled();
    unmount();
  });
});
