import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeTracker, type FakeTracker } from '@storefront/test-support';
import { Banner, BuyButton } from '../test-support/tracked-components';
import { TrackingPageProvider } from './tracking-context';

/** Lets the tracker-module promise callbacks run. */
const flush = () => act(async () => undefined);

let fake: FakeTracker;

beforeEach(() => {
  fake = installFakeTracker();
});

describe('useTracking', () => {
  it('sends a click with the page code of the surrounding TrackingPageProvider', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <BuyButton target={{ name: 'product_card', id: 'A-1' }} data={{ position: 3 }} />
      </TrackingPageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(fake.events).toHaveLength(1));
    expect(fake.events).toEqual([{ event: 'CLICK', context: { pageCode: 'web_home' }, target: { name: 'product_card', id: 'A-1' }, data: { position: 3 } }]);
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
    await waitFor(() => expect(fake.events).toHaveLength(1));
    expect(fake.events[0]?.context).toEqual({ pageCode: 'web_account' });
  });

  it('passes an undefined page code outside any provider (the tracker logs that)', async () => {
    render(<BuyButton target={{ name: 'product_card', id: 'A-1' }} />);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(fake.events).toHaveLength(1));
    expect(fake.events[0]?.context).toEqual({ pageCode: undefined });
  });
});

describe('useImpression', () => {
  it('observes the element once with the options and tracks the impression with the page code', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <Banner id="hero-1" />
      </TrackingPageProvider>,
    );
    await waitFor(() => expect(fake.observations).toHaveLength(1));
    const [observation] = fake.observations;
    expect(observation?.element).toBe(screen.getByText('Banner'));
    expect(observation?.options).toEqual({ threshold: 0.5, delayMs: 500 });
    expect(fake.events).toEqual([]);

    act(() => observation?.show());
    expect(fake.events).toEqual([
      { event: 'IMPRESSION', context: { pageCode: 'web_home' }, target: { name: 'hero_banner', id: 'hero-1' }, data: { position: 1 } },
    ]);
  });

  it('does not observe the same element again when the component re-renders', async () => {
    const { rerender } = render(<Banner id="hero-1" label="Banner" />);
    await waitFor(() => expect(fake.observations).toHaveLength(1));
    rerender(<Banner id="hero-1" label="Banner neu" />);
    rerender(<Banner id="hero-1" label="Banner neuer" />);
    await flush();
    expect(fake.observations).toHaveLength(1);
    expect(fake.observations[0]?.stops).toBe(0);
  });

  it('observes each element once', async () => {
    render(
      <>
        <Banner id="hero-1" label="Erstes" />
        <Banner id="hero-2" label="Zweites" />
      </>,
    );
    await waitFor(() => expect(fake.observations).toHaveLength(2));
    expect(fake.observations.map(({ element }) => element.textContent)).toEqual(['Erstes', 'Zweites']);
  });

  it('stops observing when the element unmounts', async () => {
    const { unmount } = render(<Banner id="hero-1" />);
    await waitFor(() => expect(fake.observations).toHaveLength(1));
    expect(fake.observations[0]?.stops).toBe(0);
    unmount();
    expect(fake.observations[0]?.stops).toBe(1);
  });

  it('stops the old observation and observes anew when the target changes', async () => {
    const { rerender } = render(<Banner id="hero-1" />);
    await waitFor(() => expect(fake.observations).toHaveLength(1));
    rerender(<Banner id="hero-2" />);
    await waitFor(() => expect(fake.observations).toHaveLength(2));
    expect(fake.observations[0]?.stops).toBe(1);
    act(() => fake.observations[1]?.show());
    expect(fake.events).toEqual([
      { event: 'IMPRESSION', context: { pageCode: undefined }, target: { name: 'hero_banner', id: 'hero-2' }, data: { position: 1 } },
    ]);
  });

  it('never observes an element that unmounted before the tracker was ready', async () => {
    const { unmount } = render(<Banner id="hero-1" />);
    unmount();
    await flush();
    expect(fake.observations).toEqual([]);
  });
});
