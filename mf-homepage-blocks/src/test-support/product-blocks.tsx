import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import type { ErrorReport } from '@storefront/platform';
import { clearAllCookies, collectReports, failRemoteModule, installFakeTracker, setUpPlatform, type FakeTracker } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { BlockSettledContext, type BlockOutcome } from '../pipeline/block-settled';
import { fakeProductCarousel } from './fake-product-carousel';

/** The page a block test needs: the platform configured, no cookies, a fake tracker, and the test's error reports. */
export function setUpBlockPage(): { tracker: FakeTracker; reports: ErrorReport[] } {
  setUpPlatform();
  clearAllCookies();
  return { tracker: installFakeTracker(), reports: collectReports() };
}

/** Renders a block that settles itself as the page does: on the homepage's page code, with a spy for its outcome. */
export function renderSettlingBlock(block: ReactElement) {
  const settle = jest.fn<void, [BlockOutcome]>();
  const view = render(
    <TrackingPageProvider pageCode="web_home">
      <BlockSettledContext.Provider value={settle}>{block}</BlockSettledContext.Provider>
    </TrackingPageProvider>,
  );
  return { ...view, settle };
}

type RenderedBlock = ReturnType<typeof renderSettlingBlock>;

/**
 * What every block that shows products through the product carousel does while it loads: it keeps its place but
 * stays invisible (the content matched by `contentSelector`), tells the page nothing until the carousel has decided,
 * then shows (`findShown` resolves to what became visible) and says so once. Its banner impression is observed only
 * once it is visible.
 */
export async function expectInvisibleUntilTheProductsDecide(
  renderBlock: () => RenderedBlock,
  contentSelector: string,
  findShown: () => Promise<HTMLElement>,
  tracker: FakeTracker,
): Promise<void> {
  const carousel = fakeProductCarousel({ held: true });
  const { container, settle } = renderBlock();
  await waitFor(() => expect(carousel.mounted).toHaveLength(1));
  expect(container.querySelector(contentSelector)).not.toBeVisible();
  expect(settle).not.toHaveBeenCalled();
  // An invisible banner intersects the viewport all the same: it must not be observed for impressions yet.
  await act(async () => undefined);
  expect(tracker.observations).toHaveLength(0);
  act(() => carousel.decide());
  expect(await findShown()).toBeVisible();
  expect(settle.mock.calls).toEqual([['shown']]);
  await waitFor(() => expect(tracker.observations).toHaveLength(1));
}

/** A block that shows products renders nothing when mf-recommendations' carousel cannot be loaded, and tells the page. */
export async function expectNothingWithoutTheCarousel(renderBlock: () => RenderedBlock, reports: readonly ErrorReport[]): Promise<void> {
  failRemoteModule('mf_recommendations/ProductCarousel');
  const { container, settle } = renderBlock();
  await waitFor(() => expect(settle.mock.calls).toEqual([['empty']]));
  expect(container).toBeEmptyDOMElement();
  expect(reports.map((report) => report.context.remoteModule)).toEqual(['mf_recommendations/ProductCarousel']);
}
