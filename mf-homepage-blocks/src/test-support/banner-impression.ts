import { act } from '@testing-library/react';
import { PAGE_CODES, type TrackingTarget } from '@storefront/contracts';
import type { FakeTracker, ImpressionsInView } from '@storefront/test-support';

/**
 * A banner's impression rule, with jest's fake timers (spec sections 4, 7, 9): not counted with less than its
 * threshold in view (1 unless given), nor when it leaves the view before 500 ms; counted once after 500 ms in view,
 * not at 499 ms. The tracker must have no events before.
 */
export function expectBannerImpression(tracker: FakeTracker, view: ImpressionsInView, banner: Element, target: TrackingTarget, threshold = 1): void {
  act(() => view.setVisibleRatio(banner, threshold - 0.01));
  act(() => jest.advanceTimersByTime(1000));
  act(() => view.setVisibleRatio(banner, threshold));
  act(() => jest.advanceTimersByTime(300));
  act(() => view.setVisibleRatio(banner, 0));
  act(() => jest.advanceTimersByTime(1000));
  expect(tracker.events).toEqual([]);
  act(() => view.setVisibleRatio(banner, threshold));
  act(() => jest.advanceTimersByTime(499));
  expect(tracker.events).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(tracker.events).toEqual([{ event: 'IMPRESSION', context: { pageCode: PAGE_CODES.home }, target }]);
}
