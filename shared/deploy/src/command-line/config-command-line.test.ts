import { buildConfig } from '../../test/build-config';
import { runCommandLine } from '../../test/run-command-line';
import { provisionTestNamespace, STORAGE_KINDS, azureStorage, everyCredential, type TestStorage } from '../../test/storages';
import { provideConfigFromBuild, showConfig } from '../config/config-commands';
import { runConfigCommandLine } from './config-command-line';

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';

const run = (environment: Record<string, string | undefined>, ...args: string[]) => runCommandLine(runConfigCommandLine, environment, ...args);

describe.each(STORAGE_KINDS)('npm run config on $name', (kind) => {
  let stored: TestStorage;
  const config = (...args: string[]) => run(stored.environment, ...args);

  beforeAll(async () => {
    stored = await kind.create();
    await provideConfigFromBuild(stored.storage, buildConfig(), true);
  });
  afterAll(() => stored.remove());

  it('shows, sets a flag with a reason, lists the history, rolls back; refuses an unknown flag', async () => {
    const shown = await config('show');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Config revision 1 in ');
    expect(shown.out).toContain(`"${ADD_TO_CART}": "true"`);

    const set = await config('set-flag', ADD_TO_CART, 'false', '--reason', 'Incident 4711: cart service down');
    expect(set.code).toBe(0);
    expect(set.out).toContain(`Config revision 2 is live (was 1): set-flag featureFlags.${ADD_TO_CART} = "false"; by `);
    expect(set.out).toContain('"Incident 4711: cart service down"');

    const unknown = await config('set-flag', 'catalog.discover.nonsense.enabled', 'false', '--reason', 'typo');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Refused: Unknown flag catalog.discover.nonsense.enabled');
    const noReason = await config('set-flag', ADD_TO_CART, 'true');
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('a change needs a reason: --reason "<why>"');

    const back = await config('rollback');
    expect(back.code).toBe(0);
    expect(back.out).toContain('Config revision 3 is live (was 2): rollback to revision 1;');

    const history = (await config('history')).out.split('\n');
    expect(history[0]).toMatch(/^ +1 {2}provided by the shell’s build; by .* at .*: "the shell's build \(storefront-config.json\)"$/);
    expect(history[1]).toMatch(
      /^ +2 {2}set-flag featureFlags\.catalog\.discover\.recommendations\.add-to-cart\.enabled = "false"; by .*: "Incident 4711: cart service down"$/,
    );
    expect(history[2]).toMatch(/^\* +3 {2}rollback to revision 1; by .*: "rollback to revision 1"$/);
  }, 60_000);
});

describe('npm run config on the object store', () => {
  it('needs the platform’s credential: a squad’s deploy credential is refused and nothing changes', async () => {
    const { namespace, provisioned } = await provisionTestNamespace();
    const platform = azureStorage(namespace, everyCredential(provisioned));
    await provideConfigFromBuild(platform, buildConfig(), true);
    const before = await showConfig(platform);

    const squad = await run(
      { STOREFRONT_STORAGE: provisioned.storageUrl, STOREFRONT_DEPLOY_CREDENTIAL: provisioned.deployCredentials['mf-account-overview'] },
      'set-flag',
      ADD_TO_CART,
      'false',
      '--reason',
      'a squad tries',
    );
    expect(squad.code).toBe(1);
    expect(squad.err).toContain("Refused: The storage refused to write platform/config.json: this credential may not access the platform's documents");
    expect(squad.err).toContain('That needs the platform credential (STOREFRONT_PLATFORM_CREDENTIAL)');
    expect(await showConfig(platform)).toEqual(before);

    const withPlatform = await run(
      { STOREFRONT_STORAGE: provisioned.storageUrl, STOREFRONT_PLATFORM_CREDENTIAL: provisioned.platformCredential },
      'set-flag',
      ADD_TO_CART,
      'false',
      '--reason',
      'incident',
    );
    expect(withPlatform.code).toBe(0);
    expect((await showConfig(platform))?.change).toMatchObject({ credential: 'platform', reason: 'incident' });
  }, 60_000);
});
