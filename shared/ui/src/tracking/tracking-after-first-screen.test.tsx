// A page whose first screen is not shown yet: the tracker waits for it (the platform's afterFirstScreen), unless the
// shopper acts. Its own test file: a page waits once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeTracker, remoteModuleLoads, type FakeTracker } from '@storefront/test-support';
import { Banner, BuyButton } from '../test-support/tracked-components';
import { TrackingPageProvider } from './tracking-context';

let fake: FakeTracker;

beforeEach(() => {
  fake = installFakeTracker();
});

/** Lets every pending promise callback and zero timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracking while the first screen is on its way', () => {
  it('loads the tracker for impressions only after the first screen, and at once for a click', async () => {
    render(
      <TrackingPageProvider pageCode="web_home">
        <Banner id="hero-1" />
        <BuyButton target={{ name: 'product_card', id: 'A-1' }} />
      </TrackingPageProvider>,
    );
    await settle();
    expect(remoteModuleLoads()).toEqual([]);
    expect(fake.observations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    // Not after the first screen (which nobody shows here), but as soon as the module is there.
    await settle();
    expect(fake.events).toEqual([expect.objectContaining({ event: 'CLICK', target: { name: 'product_card', id: 'A-1' } })]);
    expect(remoteModuleLoads()).toEqual(['mf_tracking/tracker']);
    expect(fake.observations).toHaveLength(1);
  });
});
