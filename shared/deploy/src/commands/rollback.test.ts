import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { STORAGE_KINDS } from '../../test/storages';
import { readRegistry } from '../registry/deployment-registry';
import { deploy } from './deploy';
import { NoSuchReleaseError, rollback } from './rollback';
import { RefusedReleaseError, UnknownFragmentError } from './switch-release';

describe.each(STORAGE_KINDS)('on $name', (kind) => {
  let deployments: Deployments;
  let releases: string[];

  beforeEach(async () => {
    deployments = await Deployments.create(kind);
    await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
    releases = [(await deployments.live('mf-account-overview'))?.release ?? ''];
    for (const content of ['B', 'C']) {
      releases.push(
        (await deploy({ storage: deployments.storage, fragment: 'mf-account-overview', dist: deployments.build('mf-account-overview', { content }) })).record
          .release,
      );
    }
  });

  afterEach(() => deployments.remove());

  const live = async () => (await deployments.live('mf-account-overview'))?.release;
  const [A, B, C] = [0, 1, 2];

  describe('rollback', () => {
    it('goes back to the previous release, then to the one before it (the first, published by npm start)', async () => {
      expect(await live()).toBe(releases[C]);
      const back = await rollback({ storage: deployments.storage, fragment: 'mf-account-overview' });
      expect(back).toEqual(expect.objectContaining({ previous: releases[C], switched: true }));
      expect(await live()).toBe(releases[B]);
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview' });
      expect(await live()).toBe(releases[A]);
      await expect(rollback({ storage: deployments.storage, fragment: 'mf-account-overview' })).rejects.toThrow(
        `mf-account-overview has no earlier release to roll back to (live: ${releases[A]})`,
      );
      expect((await readRegistry(deployments.storage)).fragments.mf_account_overview?.manifest).toBe(
        deployments.storage.manifestUrl('mf-account-overview', releases[A] ?? ''),
      );
      const entry = await deployments.live('mf-account-overview');
      expect(entry?.history.map(({ release, action }) => `${action} ${release}`)).toEqual([
        `start ${releases[A]}`,
        `deploy ${releases[B]}`,
        `deploy ${releases[C]}`,
        `rollback ${releases[B]}`,
        `rollback ${releases[A]}`,
      ]);
    });

    it('goes to a named release, and back to where it was from there', async () => {
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview', release: releases[A] });
      expect(await live()).toBe(releases[A]);
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview', release: releases[C] });
      expect(await live()).toBe(releases[C]);
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview' });
      expect(await live()).toBe(releases[A]);
    });

    it('refuses a release that is not published and a fragment that does not exist', async () => {
      await expect(rollback({ storage: deployments.storage, fragment: 'mf-account-overview', release: '9.9.9-0123456789' })).rejects.toThrow(
        new NoSuchReleaseError('mf-account-overview has no published release 9.9.9-0123456789: npm run releases -- mf-account-overview lists them'),
      );
      await expect(rollback({ storage: deployments.storage, fragment: 'mf-tracking' })).rejects.toThrow('mf-tracking has no live release');
      await expect(rollback({ storage: deployments.storage, fragment: 'mf_account_overview' })).rejects.toThrow(UnknownFragmentError);
      expect(await live()).toBe(releases[C]);
    });

    it('refuses to go back to a release the live shell refuses, unless forced', async () => {
      const incompatible = deployments.build('mf-account-overview', { content: 'D', builtAgainst: { ...SHELL, '@storefront/ui': '2.1.0' } });
      const forced = await deploy({ storage: deployments.storage, fragment: 'mf-account-overview', dist: incompatible, force: true });
      await deploy({ storage: deployments.storage, fragment: 'mf-account-overview', dist: deployments.build('mf-account-overview', { content: 'E' }) });

      await expect(rollback({ storage: deployments.storage, fragment: 'mf-account-overview' })).rejects.toThrow(RefusedReleaseError);
      await expect(rollback({ storage: deployments.storage, fragment: 'mf-account-overview', release: forced.record.release })).rejects.toThrow(
        '@storefront/ui 2.1.0 (shell provides 1.0.2)',
      );
      await rollback({ storage: deployments.storage, fragment: 'mf-account-overview', force: true });
      expect(await live()).toBe(forced.record.release);
    });
  });
});
