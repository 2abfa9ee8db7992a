import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { runCommandLine } from '../../test/run-command-line';
import { azureStorage, provisionTestNamespace, STORAGE_KINDS } from '../../test/storages';
import { deploy } from '../commands/deploy';
import type { ReleaseList } from '../commands/releases';
import { readRegistry } from '../registry/deployment-registry';
import { decodeCredential } from '../storage/credentials';
import { storageEnvironment } from '../storage/provision-azure';
import { PLATFORM_SCOPE } from '../storage/deployment-storage';
import { runDeployCommandLine } from './deploy-command-line';

const run = (environment: Record<string, string | undefined>, ...args: string[]) => runCommandLine(runDeployCommandLine, environment, ...args);

describe.each(STORAGE_KINDS)('the deploy, rollback and releases commands on $name', (kind) => {
  let deployments: Deployments;
  const cli = (...args: string[]) => run(deployments.testStorage.environment, ...args);

  beforeAll(async () => {
    deployments = await Deployments.create(kind);
    await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
  });

  afterAll(() => deployments.remove());

  it('deploy publishes and switches, releases lists, rollback goes back', async () => {
    const incompatible = deployments.build('mf-account-overview', { content: 'X', builtAgainst: { ...SHELL, '@storefront/platform': '2.0.0' } });
    const refused = await cli('deploy', 'mf-account-overview', '--dist', incompatible);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Refused: mf-account-overview 1.0.0-');
    expect(refused.err).toContain('@storefront/platform 2.0.0 (shell provides 1.4.0)');

    const deployed = await cli('deploy', 'mf-account-overview', '--dist', deployments.build('mf-account-overview', { content: 'B' }));
    expect(deployed.code).toBe(0);
    expect(deployed.out).toMatch(/mf-account-overview: published release 1\.0\.0-[0-9a-f]{10} in /);
    expect(deployed.out).toContain('mf-account-overview: live release is now 1.0.0-');

    const listed = await cli('releases', 'mf-account-overview', '--json');
    expect(listed.code).toBe(0);
    const list = JSON.parse(listed.out) as ReleaseList;
    expect(list.releases.map((release) => release.live)).toEqual([false, true]);
    const table = (await cli('releases', 'mf-account-overview')).out.split('\n');
    expect(table[0]).toBe(`mf-account-overview: 2 release(s) in ${deployments.storage.location}; live: ${list.live}`);
    expect(table[1]).toMatch(/^ {3}release +version +hash +published +built against \(majors\)$/);
    expect(table[3]).toMatch(new RegExp(`^\\* +${list.live} +1\\.0\\.0 +[0-9a-f]{10} +\\d{4}-.*react 19, react-dom 19, platform 1, ui 1, contracts 1$`));

    const back = await cli('rollback', 'mf-account-overview');
    expect(back.code).toBe(0);
    expect(back.out).toContain(`mf-account-overview: live release is now ${list.releases[0]?.release} (was ${list.live})`);
  }, 60_000);

  it('deploy --stage publishes without switching and prints the preview link of that release', async () => {
    const liveBefore = (await readRegistry(deployments.storage)).fragments.mf_account_overview?.release;
    const staged = await run(
      { ...deployments.testStorage.environment, STOREFRONT_SHOP_URL: 'https://shop.example' },
      'deploy',
      'mf-account-overview',
      '--stage',
      '--dist',
      deployments.build('mf-account-overview', { content: 'S' }),
    );
    expect(staged.code).toBe(0);
    const release = /staged release (1\.0\.0-[0-9a-f]{10}) in /.exec(staged.out)?.[1];
    expect(release).toBeDefined();
    expect(staged.out).toContain(`not live (live: ${liveBefore})`);
    expect(staged.out).toContain(`https://shop.example/?mf-preview=mf-account-overview%40${release}`);
    expect((await readRegistry(deployments.storage)).fragments.mf_account_overview?.release).toBe(liveBefore);
    expect(await deployments.storage.readRelease('mf-account-overview', release ?? '')).toMatchObject({ release });
  }, 60_000);

  it('deploy --stage of a release the fragment has left behind prints no preview link, and says why', async () => {
    const left = deployments.build('mf-account-overview', { content: 'left behind' });
    expect((await cli('deploy', 'mf-account-overview', '--dist', left)).code).toBe(0);
    expect((await cli('rollback', 'mf-account-overview')).code).toBe(0);

    const staged = await cli('deploy', 'mf-account-overview', '--stage', '--dist', left);
    expect(staged.code).toBe(0);
    expect(staged.out).toContain('already published as release 1.0.0-');
    expect(staged.out).toContain('no preview: mf-account-overview has left this release behind (live before, or its canary taken out)');
    expect(staged.out).not.toContain('mf-preview=');
  }, 60_000);

  it('refuses unknown fragments and wrong usage with exit code 2', async () => {
    const unknown = await cli('deploy', 'mf-checkout');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown fragment mf-checkout: the federation description has mf-tracking,');
    const usage = await cli('deploy', 'mf-tracking', '--dist', 'a', '--source', 'b');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--source and --dist exclude each other');
  }, 30_000);
});

describe('the deploy commands of a storefront started with STOREFRONT_PORT_OFFSET', () => {
  const [localFolder] = STORAGE_KINDS;
  let deployments: Deployments;
  // Only the offset: no shop URL, no port or host of its own that would win over it.
  const offsetOf3600 = () => ({
    ...deployments.testStorage.environment,
    STOREFRONT_PORT_OFFSET: '3600',
    STOREFRONT_SHOP_URL: undefined,
    STOREFRONT_HOST: undefined,
    SHELL_PORT: undefined,
    MF_ACCOUNT_OVERVIEW_PORT: undefined,
  });

  beforeAll(async () => {
    deployments = await Deployments.create(localFolder!);
    await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
  });

  afterAll(() => deployments.remove());

  it('deploy --stage links to the shell on the ports in use, and releases names the manifests its fragment server serves', async () => {
    const staged = await run(offsetOf3600(), 'deploy', 'mf-account-overview', '--stage', '--dist', deployments.build('mf-account-overview', { content: 'S' }));
    expect(staged.code).toBe(0);
    const release = /staged release (1\.0\.0-[0-9a-f]{10}) in /.exec(staged.out)?.[1];
    expect(staged.out).toContain(
      `preview (this release in the browser that opens it, until reset): http://localhost:11680/?mf-preview=mf-account-overview%40${release}`,
    );

    const listed = await run(offsetOf3600(), 'releases', 'mf-account-overview', '--json');
    expect(listed.code).toBe(0);
    const { releases } = JSON.parse(listed.out) as ReleaseList;
    expect(releases).toHaveLength(2);
    for (const { manifest, release: name } of releases) expect(manifest).toBe(`http://localhost:11683/releases/${name}/mf-manifest.json`);
  }, 60_000);
});

describe('a squad’s pipeline on the object store', () => {
  it('deploys and rolls back its own fragment with its credential; the credential is refused for another fragment and nothing changes', async () => {
    const { namespace, provisioned } = await provisionTestNamespace();
    const deployments = await Deployments.create({
      name: 'the platform',
      create: async () => ({
        storage: azureStorage(namespace, (scope) =>
          decodeCredential(scope === PLATFORM_SCOPE ? provisioned.platformCredential : provisioned.deployCredentials[scope], scope),
        ),
        environment: storageEnvironment(provisioned),
        writeIncompleteRelease: async () => undefined,
        remove: async () => undefined,
      }),
    });
    try {
      await deployments.startShell(SHELL, [
        { fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) },
        { fragment: 'mf-own-brand', folder: deployments.build('mf-own-brand', { content: 'A' }) },
      ]);
      // The own-brand squad has deployed once: there is a release to roll back to.
      await deploy({ storage: deployments.storage, fragment: 'mf-own-brand', dist: deployments.build('mf-own-brand', { content: 'B' }) });
      // Only what a squad's pipeline has: where the store is, and its own credential.
      const squad = { STOREFRONT_STORAGE: provisioned.storageUrl, STOREFRONT_DEPLOY_CREDENTIAL: provisioned.deployCredentials['mf-account-overview'] };
      const before = await readRegistry(deployments.storage);

      const own = await run(squad, 'deploy', 'mf-account-overview', '--dist', deployments.build('mf-account-overview', { content: 'B' }));
      expect(own.code).toBe(0);
      expect(own.out).toContain('mf-account-overview: live release is now 1.0.0-');
      expect((await run(squad, 'releases', 'mf-account-overview')).code).toBe(0);
      expect((await run(squad, 'rollback', 'mf-account-overview')).out).toContain(`live release is now ${before.fragments.mf_account_overview?.release}`);

      const ownBrandBefore = await deployments.storage.listReleases('mf-own-brand');
      const other = await run(squad, 'deploy', 'mf-own-brand', '--dist', deployments.build('mf-own-brand', { content: 'C' }));
      expect(other.code).toBe(1);
      expect(other.err).toContain('Refused: The storage refused to');
      expect(other.err).toContain("this credential may not access mf-own-brand's releases and live entry");
      expect(other.err).toContain("A squad's deploy credential publishes and switches its own fragment only");
      const otherRollback = await run(squad, 'rollback', 'mf-own-brand');
      expect(otherRollback.code).toBe(1);
      expect(otherRollback.err).toContain("may not access mf-own-brand's releases and live entry");
      expect(await deployments.storage.listReleases('mf-own-brand')).toEqual(ownBrandBefore);
      expect((await readRegistry(deployments.storage)).fragments.mf_own_brand).toEqual(before.fragments.mf_own_brand);

      const noCredential = await run(
        { STOREFRONT_STORAGE: provisioned.storageUrl },
        'deploy',
        'mf-account-overview',
        '--dist',
        deployments.build('mf-account-overview', { content: 'C' }),
      );
      expect(noCredential.code).toBe(1);
      expect(noCredential.err).toContain('Refused: The storage refused to');
    } finally {
      await deployments.remove();
    }
  }, 90_000);
});
