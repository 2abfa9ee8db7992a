// A page on which mf-tracking is down: its own test file, since the page keeps what it loaded once.
import { collectReports, failRemoteModule, setUpPlatform } from '@storefront/test-support';
import { getTrackerModule } from './tracker-loader';

beforeEach(() => {
  setUpPlatform();
  failRemoteModule('mf_tracking/tracker', new Error('manifest 404'));
});

describe('getTrackerModule without mf-tracking', () => {
  it('resolves null and reports when mf-tracking is unavailable', async () => {
    const reports = collectReports();
    await expect(getTrackerModule()).resolves.toBeNull();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toEqual(expect.objectContaining({ remoteModule: 'mf_tracking/tracker' }));
    expect(console.error).toHaveBeenCalled();
  });
});
