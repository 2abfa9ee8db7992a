import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { STORAGE_KINDS } from '../../test/storages';
import { readRegistry } from '../registry/deployment-registry';
import { deploy } from './deploy';
import { listReleases } from './releases';
import { rollback } from './rollback';

describe.each(STORAGE_KINDS)('on $name', (kind) => {
  let deployments: Deployments;

  beforeEach(async () => {
    deployments = await Deployments.create(kind);
  });

  afterEach(() => deployments.remove());

  describe('prepareDeployments (what npm start does before serving)', () => {
    it('publishes each build as its fragment’s first release, registers it and records the live shell', async () => {
      const account = deployments.build('mf-account-overview');
      const tracking = deployments.build('mf-tracking');
      await deployments.startShell(SHELL, [
        { fragment: 'mf-account-overview', folder: account },
        { fragment: 'mf-tracking', folder: tracking },
      ]);
      const registry = await readRegistry(deployments.storage);
      expect(registry.shell?.builtAgainst).toEqual(SHELL);
      expect(Object.keys(registry.fragments).sort()).toEqual(['mf_account_overview', 'mf_tracking']);
      expect(registry.fragments.mf_tracking?.history).toEqual([expect.objectContaining({ action: 'start' })]);
      expect((await listReleases(deployments.storage, 'mf-tracking')).releases).toHaveLength(1);
    });

    it('a restart with the same builds changes nothing, and keeps a rollback', async () => {
      const first = deployments.build('mf-account-overview', { content: 'A' });
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: first }]);
      const firstRelease = (await deployments.live('mf-account-overview'))?.release;
      const second = deployments.build('mf-account-overview', { content: 'B' });
      await deploy({ storage: deployments.storage, fragment: 'mf-account-overview', dist: second });
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview' });
      const before = await readRegistry(deployments.storage);

      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: second }]);
      expect(await readRegistry(deployments.storage)).toEqual(before);
      expect((await deployments.live('mf-account-overview'))?.release).toBe(firstRelease);
    });

    it('a new build (the code changed) becomes a new release and goes live', async () => {
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'B' }) }]);
      const list = await listReleases(deployments.storage, 'mf-account-overview');
      expect(list.releases.map((release) => release.live)).toEqual([false, true]);
    });

    it('an earlier build again (an experiment reverted) goes live again when nobody deployed or rolled back since', async () => {
      const original = deployments.build('mf-account-overview', { content: 'A' });
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: original }]);
      const originalRelease = (await deployments.live('mf-account-overview'))?.release;
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'B' }) }]);
      expect((await deployments.live('mf-account-overview'))?.release).not.toBe(originalRelease);

      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: original }]);
      expect((await deployments.live('mf-account-overview'))?.release).toBe(originalRelease);
      expect((await listReleases(deployments.storage, 'mf-account-overview')).releases).toHaveLength(2);
    });

    it('records a changed shell, and lists which releases that shell refuses', async () => {
      await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview') }]);
      await deployments.startShell({ ...SHELL, '@storefront/contracts': '2.0.0' });
      const list = await listReleases(deployments.storage, 'mf-account-overview');
      expect(list.shellKnown).toBe(true);
      expect(list.releases[0]?.skew).toEqual([{ package: '@storefront/contracts', builtAgainst: '1.1.0', provided: '2.0.0' }]);
    });
  });
});
