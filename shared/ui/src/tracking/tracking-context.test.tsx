import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImpressionOptions, TrackerModule, TrackingTarget } from '@storefront/contracts';
import { setTrackerModuleForTesting } from './tracker-loader';
import { TrackingPageProvider, useImpression, useTracking } from './tracking-context';

interface FakeTracker extends TrackerModule {
  tracker: { pageView: jest.Mock; impression: jest.Mock; click: jest.Mock };
  observeImpression: jest.Mock<() => void, [Element, () => void, ImpressionOptions?]>;
  stops: jest.Mock[];
}

function fakeTrackerModule(): FakeTracker {
  const stops: jest.Mock[] = [];
  return {
    tracker: { pageView: jest.fn(), impression: jest.fn(), click: jest.fn() },
    observeImpression: jest.fn<() => void, [Element, () => void, ImpressionOptions?]>(() => {
      const stop = jest.fn();
      stops.push(stop);
      return stop;
    }),
    stops,
  };
}

/** Lets the tracker-module promise callbacks run. */
const flush = () => act(async () => undefined);

function BuyButton({ target, data }: { target: TrackingTarget; data?: Record<string, unknown> }) {
  const { click } = useTracking();
  return (
    <button type="button" onClick={() => click(target, data)}>
      In den Warenkorb
    </button>
  );
}

function Banner({ id, label = 'Banner' }: { id: string; label?: string }) {
  const ref = useImpression({ name: 'hero_banner', id }, { threshold: 0.5, delayMs: 500 }, { position: 1 });
  return <div ref={ref}>{label}</div>;
}

let fake: FakeTracker;

beforeEach(() => {
  fake = fakeTrackerModule();
  setTrackerModuleForTesting(fake);
});

describe('useTracking', () => {
  it('sends a click with the page code of the surrounding TrackingPageProvider', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <BuyButton target={{ name: 'product_card', id: 'A-1' }} data={{ position: 3 }} />
      </TrackingPageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(fake.tracker.click).toHaveBeenCalledTimes(1));
    expect(fake.tracker.click).toHaveBeenCalledWith({ pageCode: 'web_home' }, { name: 'product_card', id: 'A-1' }, { position: 3 });
  });

  it('uses the nearest provider', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <TrackingPageProvider pageCode="web_account">
          <BuyButton target={{ name: 'reorder', id: 'R-1' }} />
        </TrackingPageProvider>
      </TrackingPageProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(fake.tracker.click).toHaveBeenCalledTimes(1));
    expect(fake.tracker.click.mock.calls[0]?.[0]).toEqual({ pageCode: 'web_account' });
  });

  it('passes an undefined page code outside any provider (the tracker logs that)', async () => {
    render(<BuyButton target={{ name: 'product_card', id: 'A-1' }} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(fake.tracker.click).toHaveBeenCalledTimes(1));
    expect(fake.tracker.click.mock.calls[0]?.[0]).toEqual({ pageCode: undefined });
  });
});

describe('useImpression', () => {
  it('observes the element once with the options and tracks the impression with the page code', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <Banner id="hero-1" />
      </TrackingPageProvider>,
    );
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(1));
    const [element, onImpression, options] = fake.observeImpression.mock.calls[0] ?? [];
    expect(element).toBe(screen.getByText('Banner'));
    expect(options).toEqual({ threshold: 0.5, delayMs: 500 });
    expect(fake.tracker.impression).not.toHaveBeenCalled();

    act(() => onImpression?.());
    expect(fake.tracker.impression).toHaveBeenCalledWith({ pageCode: 'web_home' }, { name: 'hero_banner', id: 'hero-1' }, { position: 1 });
  });

  it('does not observe the same element again when the component re-renders', async () => {
    const { rerender } = render(<Banner id="hero-1" label="Banner" />);
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(1));
    rerender(<Banner id="hero-1" label="Banner neu" />);
    rerender(<Banner id="hero-1" label="Banner neuer" />);
    await flush();
    expect(fake.observeImpression).toHaveBeenCalledTimes(1);
    expect(fake.stops[0]).not.toHaveBeenCalled();
  });

  it('observes each element once', async () => {
    render(
      <>
        <Banner id="hero-1" label="Erstes" />
        <Banner id="hero-2" label="Zweites" />
      </>,
    );
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(2));
    expect(fake.observeImpression.mock.calls.map(([element]) => element.textContent)).toEqual(['Erstes', 'Zweites']);
  });

  it('stops observing when the element unmounts', async () => {
    const { unmount } = render(<Banner id="hero-1" />);
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(1));
    expect(fake.stops[0]).not.toHaveBeenCalled();
    unmount();
    expect(fake.stops[0]).toHaveBeenCalledTimes(1);
  });

  it('stops the old observation and observes anew when the target changes', async () => {
    const { rerender } = render(<Banner id="hero-1" />);
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(1));
    rerender(<Banner id="hero-2" />);
    await waitFor(() => expect(fake.observeImpression).toHaveBeenCalledTimes(2));
    expect(fake.stops[0]).toHaveBeenCalledTimes(1);
    act(() => fake.observeImpression.mock.calls[1]?.[1]());
    expect(fake.tracker.impression).toHaveBeenCalledWith({ pageCode: undefined }, { name: 'hero_banner', id: 'hero-2' }, { position: 1 });
  });

  it('never observes an element that unmounted before the tracker was ready', async () => {
    const { unmount } = render(<Banner id="hero-1" />);
    unmount();
    await flush();
    expect(fake.observeImpression).not.toHaveBeenCalled();
  });
});

describe('without a tracker (mf-tracking unavailable)', () => {
  beforeEach(() => {
    setTrackerModuleForTesting(null);
  });

  it('clicks and impressions do nothing and throw nothing', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const { unmount } = render(
      <TrackingPageProvider pageCode="web_home">
        <Banner id="hero-1" />
        <BuyButton target={{ name: 'product_card', id: 'A-1' }} />
      </TrackingPageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await flush();
    expect(screen.getByText('Banner')).toBeInTheDocument();
    expect(() => unmount()).not.toThrow();
    expect(fake.tracker.click).not.toHaveBeenCalled();
    expect(fake.observeImpression).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
