import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from '../release/release';
import { readRegistry } from '../registry/deployment-registry';
import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { STORAGE_KINDS } from '../../test/storages';
import { deploy } from './deploy';
import { publishBuild } from './publish';
import { RefusedReleaseError, UnknownFragmentError } from './switch-release';

describe.each(STORAGE_KINDS)('on $name', (kind) => {
  let deployments: Deployments;

  beforeEach(async () => {
    deployments = await Deployments.create(kind);
    await deployments.startShell(SHELL);
  });

  afterEach(() => deployments.remove());

  const storage = () => deployments.storage;

  describe('deploy', () => {
    it('publishes the build as a release and points the registry entry at it, keeping the history', async () => {
      const first = await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: deployments.build('mf-account-overview') });
      expect(first).toEqual(expect.objectContaining({ outcome: 'published', switched: true, previous: undefined, skew: [], shellKnown: true }));
      const second = await deploy({
        storage: storage(),
        fragment: 'mf-account-overview',
        dist: deployments.build('mf-account-overview', { content: 'Mein Bereich' }),
      });
      expect(second.previous).toBe(first.record.release);

      const entry = await deployments.live('mf-account-overview');
      expect(entry).toEqual({
        fragment: 'mf-account-overview',
        version: '1.0.0',
        release: second.record.release,
        builtAgainst: SHELL,
        history: [
          { release: first.record.release, action: 'deploy', at: expect.any(String), by: expect.any(String) },
          { release: second.record.release, action: 'deploy', at: expect.any(String), by: expect.any(String) },
        ],
      });
      expect((await readRegistry(storage())).fragments.mf_account_overview?.manifest).toBe(storage().manifestUrl('mf-account-overview', second.record.release));
      // The first release stays published: a page opened before the deploy keeps loading its files.
      const firstFolder = await storage().releaseFolder('mf-account-overview', first.record.release);
      expect(fs.existsSync(path.join(firstFolder, 'remoteEntry.js'))).toBe(true);
    });

    it('the same content again is the same release: nothing is published or switched', async () => {
      const folder = deployments.build('mf-account-overview');
      const first = await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: folder });
      const again = await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: folder });
      expect(again).toEqual(expect.objectContaining({ outcome: 'exists', switched: false, record: first.record }));
      expect((await deployments.live('mf-account-overview'))?.history).toHaveLength(1);
    });

    it('refuses a fragment the federation description does not have, before building anything', async () => {
      const build = jest.fn(async () => deployments.build('mf-account-overview'));
      await expect(deploy({ storage: storage(), fragment: 'mf-checkout', build })).rejects.toThrow(UnknownFragmentError);
      await expect(deploy({ storage: storage(), fragment: 'mf-checkout', build })).rejects.toThrow(
        'Unknown fragment mf-checkout: the federation description has mf-tracking, mf-homepage-blocks, mf-recommendations, mf-own-brand, mf-account-overview',
      );
      expect(build).not.toHaveBeenCalled();
    });

    it('refuses a build of another fragment', async () => {
      await expect(deploy({ storage: storage(), fragment: 'mf-tracking', dist: deployments.build('mf-account-overview') })).rejects.toThrow(
        'is the build of mf_account_overview, not of mf_tracking',
      );
    });

    it('builds the fragment it deploys, and only that one', async () => {
      const build = jest.fn(async () => deployments.build('mf-account-overview'));
      await deploy({ storage: storage(), fragment: 'mf-account-overview', source: '/elsewhere/mf-account-overview', build });
      expect(build).toHaveBeenCalledTimes(1);
      expect(build).toHaveBeenCalledWith('mf-account-overview', '/elsewhere/mf-account-overview');
    });

    it('refuses a release the live shell would refuse: nothing published, registry unchanged', async () => {
      await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: deployments.build('mf-account-overview') });
      const before = await readRegistry(storage());
      const incompatible = deployments.build('mf-account-overview', { builtAgainst: { ...SHELL, '@storefront/platform': '2.0.0' }, content: 'neu' });

      const refusal = deploy({ storage: storage(), fragment: 'mf-account-overview', dist: incompatible });
      await expect(refusal).rejects.toThrow(RefusedReleaseError);
      await expect(refusal).rejects.toThrow('@storefront/platform 2.0.0 (shell provides 1.4.0)');
      expect(await readRegistry(storage())).toEqual(before);
      expect(await storage().readRelease('mf-account-overview', readBuild('mf-account-overview', incompatible).release)).toBeUndefined();
    });

    it('switches to a refused release with --force and records that it was forced', async () => {
      const incompatible = deployments.build('mf-account-overview', { builtAgainst: { ...SHELL, react: '20.0.0' } });
      const result = await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: incompatible, force: true });
      expect(result.skew).toEqual([{ package: 'react', builtAgainst: '20.0.0', provided: '19.3.1' }]);
      const entry = await deployments.live('mf-account-overview');
      expect(entry?.release).toBe(result.record.release);
      expect(entry?.builtAgainst.react).toBe('20.0.0');
      expect(entry?.history.at(-1)).toEqual(expect.objectContaining({ action: 'deploy', forced: true }));
    });

    it('deploys a release whose minor and patch versions differ from the shell', async () => {
      const newer = deployments.build('mf-account-overview', { builtAgainst: { ...SHELL, '@storefront/platform': '1.9.0', react: '19.0.1' } });
      expect((await deploy({ storage: storage(), fragment: 'mf-account-overview', dist: newer })).switched).toBe(true);
    });
  });

  describe('concurrent deploys', () => {
    it('two fragments deployed at the same time both end up in the registry', async () => {
      const results = await Promise.all([
        deploy({ storage: storage(), fragment: 'mf-account-overview', dist: deployments.build('mf-account-overview') }),
        deploy({ storage: storage(), fragment: 'mf-tracking', dist: deployments.build('mf-tracking') }),
        deploy({ storage: storage(), fragment: 'mf-homepage-blocks', dist: deployments.build('mf-homepage-blocks') }),
      ]);
      const registry = await readRegistry(storage());
      expect(Object.keys(registry.fragments).sort()).toEqual(['mf_account_overview', 'mf_homepage_blocks', 'mf_tracking']);
      results.forEach(({ record }) => expect(Object.values(registry.fragments).map((entry) => entry.release)).toContain(record.release));
      expect(registry.shell?.builtAgainst).toEqual(SHELL);
    });

    it('two processes switching one fragment over and over lose none of each other’s switches (compare-and-swap, retried)', async () => {
      const fragment = 'mf-account-overview';
      const published = await Promise.all(
        ['a', 'b', 'c', 'd'].map(async (content) => (await publishBuild(storage(), fragment, deployments.build(fragment, { content }))).record.release),
      );
      const times = 40;
      const run = (releases: string[]) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', path.join(__dirname, '../../test/registry-child.ts'), 'switch', fragment, ...releases, String(times)],
            { stdio: 'inherit', env: { ...process.env, ...deployments.testStorage.environment } },
          );
          child.once('exit', resolve);
        });
      // Each process alternates between releases of its own, so every one of its switches changes the live release.
      expect(await Promise.all([run(published.slice(0, 2)), run(published.slice(2))])).toEqual([0, 0]);

      const history = (await deployments.live(fragment))?.history ?? [];
      expect(history).toHaveLength(2 * times);
      expect(history.filter((change) => published.slice(0, 2).includes(change.release))).toHaveLength(times);
    }, 120_000);
  });
});
