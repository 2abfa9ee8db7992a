import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PAGE_CODES, type TrackingTarget } from '@storefront/contracts';
import { setUpPlatform, type FakeTracker } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';

/** Renders a block as the homepage does: on the configured platform, inside the tracking page code web_home. */
export function renderOnHomepage(block: ReactElement) {
  setUpPlatform();
  return render(<TrackingPageProvider pageCode={PAGE_CODES.home}>{block}</TrackingPageProvider>);
}

/** The one impression of `element`: observed with `delayMs`, and once seen sent from the homepage as `target`. */
export function expectImpressionOf(tracker: FakeTracker, element: Element, target: TrackingTarget, delayMs: number): void {
  const observations = tracker.observations.filter((observation) => observation.element === element);
  expect(observations.map((observation) => observation.options)).toEqual([{ delayMs }]);
  observations[0]?.show();
  expect(tracker.events.filter((event) => event.event === 'IMPRESSION')).toEqual([{ event: 'IMPRESSION', context: { pageCode: PAGE_CODES.home }, target }]);
}
