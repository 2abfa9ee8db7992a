import { loadRemoteModule } from '@storefront/platform';
import { fakeTrackerModule } from '../tracking/fake-tracker-module';
import { failRemoteModule, holdRemoteModule, provideRemoteModule, remoteModuleLoads } from './remote-modules';

const app = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

describe('the fake federation runtime behind loadRemoteModule', () => {
  it('gives the provided module and records the load', async () => {
    provideRemoteModule('mf_account_overview/app', app);
    await expect(loadRemoteModule('mf_account_overview/app')).resolves.toBe(app);
    expect(remoteModuleLoads()).toEqual(['mf_account_overview/app']);
  });

  it('rejects a failed module, and one nobody provided', async () => {
    failRemoteModule('mf_tracking/tracker', new Error('manifest 404'));
    await expect(loadRemoteModule('mf_tracking/tracker')).rejects.toThrow('manifest 404');
    await expect(loadRemoteModule('mf_tracking/app')).rejects.toThrow('Remote module mf_tracking/app is not provided in this test');
  });

  it('keeps a held module loading until the test provides it', async () => {
    const held = holdRemoteModule('mf_homepage_blocks/app');
    const loading = loadRemoteModule('mf_homepage_blocks/app');
    held.provide(app);
    await expect(loading).resolves.toBe(app);
  });

  // Runs after the test that failed the tracker: what a test changed is undone after it.
  it('has the fake tracker as mf_tracking/tracker', async () => {
    await expect(loadRemoteModule('mf_tracking/tracker')).resolves.toBe(fakeTrackerModule);
    expect(remoteModuleLoads()).toEqual(['mf_tracking/tracker']);
  });
});
