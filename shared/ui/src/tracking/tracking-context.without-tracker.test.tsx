// A page on which mf-tracking is down: its own test file, since the page keeps what it loaded once.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectReports, failRemoteModule, installFakeTracker } from '@storefront/test-support';
import { Banner, BuyButton } from '../test-support/tracked-components';
import { TrackingPageProvider } from './tracking-context';

beforeEach(() => {
  failRemoteModule('mf_tracking/tracker');
});

describe('without a tracker (mf-tracking unavailable)', () => {
  it('clicks and impressions do nothing and throw nothing', async () => {
    const reports = collectReports();
    const fake = installFakeTracker();
    const { unmount } = render(
      <TrackingPageProvider pageCode="web_home">
        <Banner id="hero-1" />
        <BuyButton target={{ name: 'product_card', id: 'A-1' }} />
      </TrackingPageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await act(async () => undefined);
    expect(screen.getByText('Banner')).toBeInTheDocument();
    expect(() => unmount()).not.toThrow();
    expect(fake.events).toEqual([]);
    expect(fake.observations).toEqual([]);
    // The only error is the one report that tracking is off on this page.
    expect(reports.map((report) => report.context.remoteModule)).toEqual(['mf_tracking/tracker']);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
