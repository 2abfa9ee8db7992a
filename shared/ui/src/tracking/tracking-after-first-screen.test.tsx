// A page whose first screen is not interactive yet: the tracker waits for it (the platform's afterFirstScreen),
// unless the shopper acts. The wait itself is the platform's (tested there); here the test holds it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as platform from '@storefront/platform';
import { deferred, installFakeTracker, remoteModuleLoads, setUpPlatform, type FakeTracker } from '@storefront/test-support';
import { Banner, BuyButton } from '../test-support/tracked-components';
import { TrackingPageProvider } from './tracking-context';

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  afterFirstScreen: jest.fn(),
  endFirstScreenWait: jest.fn(),
}));

let fake: FakeTracker;

beforeEach(() => {
  setUpPlatform();
  fake = installFakeTracker();
  const firstScreen = deferred<void>();
  jest.mocked(platform.afterFirstScreen).mockReturnValue(firstScreen.promise);
  jest.mocked(platform.endFirstScreenWait).mockImplementation(() => firstScreen.resolve());
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
    // As soon as the module is there, not once the first screen is.
    await settle();
    expect(fake.events).toEqual([expect.objectContaining({ event: 'CLICK', target: { name: 'product_card', id: 'A-1' } })]);
    expect(remoteModuleLoads()).toEqual(['mf_tracking/tracker']);
    expect(fake.observations).toHaveLength(1);
  });
});
