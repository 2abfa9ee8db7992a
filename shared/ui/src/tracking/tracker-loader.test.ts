import * as platform from '@storefront/platform';
import type { TrackerModule } from '@storefront/contracts';
import { getTrackerModule, setTrackerModuleForTesting } from './tracker-loader';

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  loadRemoteModule: jest.fn(),
}));

const loadRemoteModule = jest.mocked(platform.loadRemoteModule);
const trackerModule: TrackerModule = {
  tracker: { pageView: jest.fn(), impression: jest.fn(), click: jest.fn() },
  observeImpression: jest.fn(() => () => undefined),
};

beforeEach(() => {
  platform.configureLocalPlatform({ errorReportingUrl: undefined }); // reports observed via onErrorReported
  setTrackerModuleForTesting(undefined); // forget any loaded tracker
});

describe('getTrackerModule', () => {
  it('loads mf_tracking/tracker once per page', async () => {
    loadRemoteModule.mockResolvedValue(trackerModule as never);
    await expect(getTrackerModule()).resolves.toBe(trackerModule);
    await expect(getTrackerModule()).resolves.toBe(trackerModule);
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_tracking/tracker');
  });

  it('resolves null and reports when mf-tracking is unavailable', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: platform.ErrorReport[] = [];
    const stop = platform.onErrorReported((report) => reports.push(report));
    loadRemoteModule.mockRejectedValue(new Error('manifest 404'));
    await expect(getTrackerModule()).resolves.toBeNull();
    stop();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toEqual(expect.objectContaining({ remoteModule: 'mf_tracking/tracker' }));
    expect(consoleError).toHaveBeenCalled();
  });

  it('uses a test tracker without loading anything', async () => {
    setTrackerModuleForTesting(trackerModule);
    await expect(getTrackerModule()).resolves.toBe(trackerModule);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
