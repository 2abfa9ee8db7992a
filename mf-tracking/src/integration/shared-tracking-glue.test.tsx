// The React glue other fragments use (@storefront/ui) against this fragment's real tracker module.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, installFakeIntersectionObserver, provideRemoteModule, setUpPlatform } from '@storefront/test-support';
import { TrackingPageProvider, useImpression, useTracking } from '@storefront/ui';
import * as trackerModule from '../tracker';
import { BANNER_IMPRESSION_DELAY_MS, RECOMMENDATION_NEXT } from '../tracker';
import { backendWithSid, clearTrackingGlobals, settle, TAG_MANAGER_URL, tagManagerLoads } from '../test-support/browser-fakes';

function ProductCard({ id, trackingId = id }: { id: string; trackingId?: string }) {
  const ref = useImpression({ name: 'product_card', id: trackingId });
  return (
    <article ref={ref} aria-label={`Produkt ${id}`}>
      Produkt
    </article>
  );
}

function Banner() {
  const ref = useImpression({ name: 'countdown_banner', id: 'sommer' }, { delayMs: BANNER_IMPRESSION_DELAY_MS });
  return (
    <aside ref={ref} aria-label="Banner">
      Sommeraktion
    </aside>
  );
}

function NextArrow() {
  const { click } = useTracking();
  return (
    <button type="button" onClick={() => click({ name: RECOMMENDATION_NEXT, id: 'container_1' })}>
      Nächste Elemente
    </button>
  );
}

function entries(): Array<{ event: string; pageCode: string; target?: { name: string; id: string }; sequence: number }> {
  return (window.dataLayer ?? []) as never;
}

let restoreObserver: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  clearTrackingGlobals();
  restoreObserver = installFakeIntersectionObserver();
  setUpPlatform({ tagManagerUrl: TAG_MANAGER_URL });
  backendWithSid('sid-1');
  // The glue loads this fragment's real tracker module, as on the page.
  provideRemoteModule('mf_tracking/tracker', trackerModule);
});

afterEach(() => {
  restoreObserver();
  jest.clearAllTimers();
  jest.useRealTimers();
});

it('sends impressions and clicks from components of other fragments, once per element, in raise order', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { rerender } = render(
    <TrackingPageProvider pageCode="web_home">
      <ProductCard id="180101" />
      <ProductCard id="180102" />
      <NextArrow />
    </TrackingPageProvider>,
  );
  await act(settle);

  act(() => FakeIntersectionObserver.setVisibleRatio(screen.getByRole('article', { name: 'Produkt 180102' }), 1));
  await user.click(screen.getByRole('button', { name: 'Nächste Elemente' }));
  act(() => FakeIntersectionObserver.setVisibleRatio(screen.getByRole('article', { name: 'Produkt 180101' }), 1));
  act(() => FakeIntersectionObserver.setVisibleRatio(screen.getByRole('article', { name: 'Produkt 180102' }), 1));
  // A new target on the same element makes the glue observe that element again: it is not counted again.
  rerender(
    <TrackingPageProvider pageCode="web_home">
      <ProductCard id="180101" trackingId="180101-neu" />
      <ProductCard id="180102" trackingId="180102-neu" />
      <NextArrow />
    </TrackingPageProvider>,
  );
  await act(settle);
  const firstCard = screen.getByRole('article', { name: 'Produkt 180101' });
  expect(FakeIntersectionObserver.observersOf(firstCard)).toHaveLength(0);
  act(() => FakeIntersectionObserver.setVisibleRatio(firstCard, 1));
  expect(entries()).toEqual([]);

  await act(async () => {
    tagManagerLoads();
    await settle();
  });
  expect(entries().map(({ event, pageCode, target, sequence }) => [sequence, event, pageCode, target?.id])).toEqual([
    // The page's view first: these events came before the tracking app (which starts after the first screen).
    [1, 'PAGE_VIEW', 'web_home', undefined],
    [2, 'IMPRESSION', 'web_home', '180102'],
    [3, 'CLICK', 'web_home', 'container_1'],
    [4, 'IMPRESSION', 'web_home', '180101'],
  ]);
});

it('counts a banner after 500 ms in view and not when it scrolls away earlier', async () => {
  tagManagerLoads();
  render(
    <TrackingPageProvider pageCode="web_home">
      <Banner />
    </TrackingPageProvider>,
  );
  await act(settle);
  const banner = screen.getByRole('complementary', { name: 'Banner' });

  act(() => FakeIntersectionObserver.setVisibleRatio(banner, 1));
  await act(() => jest.advanceTimersByTimeAsync(BANNER_IMPRESSION_DELAY_MS - 100));
  act(() => FakeIntersectionObserver.setVisibleRatio(banner, 0));
  await act(() => jest.advanceTimersByTimeAsync(BANNER_IMPRESSION_DELAY_MS));
  expect(entries()).toEqual([]);

  act(() => FakeIntersectionObserver.setVisibleRatio(banner, 1));
  await act(() => jest.advanceTimersByTimeAsync(BANNER_IMPRESSION_DELAY_MS));
  // The first event starts the tracking runtime, whose sid request goes in a task of its own.
  await act(settle);
  expect(entries()).toEqual([
    expect.objectContaining({ event: 'PAGE_VIEW', pageCode: 'web_home' }),
    expect.objectContaining({ event: 'IMPRESSION', target: { name: 'countdown_banner', id: 'sommer' } }),
  ]);
});

it('refuses impressions outside a tracking page with the spec message', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ProductCard id="180101" />);
  await act(settle);
  act(() => FakeIntersectionObserver.setVisibleRatio(screen.getByRole('article', { name: 'Produkt 180101' }), 1));
  expect(consoleError).toHaveBeenCalledWith(
    '[storefront] No tracking page code was provided, unable to track IMPRESSION',
    expect.objectContaining({ target: { name: 'product_card', id: '180101' } }),
  );
});
