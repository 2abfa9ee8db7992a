import type { TrackerModule } from '@storefront/contracts';
import { provideRemoteModule, remoteModuleLoads, setUpPlatform } from '@storefront/test-support';
import { getTrackerModule } from './tracker-loader';

const trackerModule: TrackerModule = {
  tracker: { pageView: jest.fn(), impression: jest.fn(), click: jest.fn() },
  observeImpression: jest.fn(() => () => undefined),
};

beforeEach(() => {
  setUpPlatform();
  provideRemoteModule('mf_tracking/tracker', trackerModule);
});

describe('getTrackerModule', () => {
  it('loads mf_tracking/tracker once per page', async () => {
    await expect(getTrackerModule()).resolves.toBe(trackerModule);
    await expect(getTrackerModule()).resolves.toBe(trackerModule);
    expect(remoteModuleLoads()).toEqual(['mf_tracking/tracker']);
  });
});
