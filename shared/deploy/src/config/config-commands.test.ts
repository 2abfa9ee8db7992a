import { STORAGE_KINDS, type TestStorage } from '../../test/storages';
import { DOCUMENTS, PLATFORM_SCOPE, type DeploymentStorage, type StoredDocument } from '../storage/deployment-storage';
import { provideConfigFromBuild, readConfigHistory, rollbackConfig, setConfigValue, setFlag, showConfig } from './config-commands';
import { ConfigValidationError } from './config-schema';
import { API, buildConfig } from '../../test/build-config';

const ADD_TO_CART = 'catalog.discover.recommendations.add-to-cart.enabled';
describe.each(STORAGE_KINDS)('the deployment’s config on $name', (kind) => {
  let stored: TestStorage;
  let storage: DeploymentStorage;

  beforeEach(async () => {
    stored = await kind.create();
    storage = stored.storage;
    await provideConfigFromBuild(storage, buildConfig(), true);
  });

  afterEach(() => stored.remove());

  const live = async () => (await showConfig(storage))!;
  const stateOf = async () => ({ live: await live(), history: await readConfigHistory(storage) });

  it('starts from the shell’s build as revision 1, and a flag set with a reason is revision 2', async () => {
    expect(await live()).toEqual({ revision: 1, config: buildConfig(), change: expect.objectContaining({ action: 'start' }) });
    const result = await setFlag(storage, ADD_TO_CART, 'false', 'Incident 4711: cart service down');
    expect(result.written?.revision).toBe(2);
    expect((await live()).config.featureFlags[ADD_TO_CART]).toBe('false');
    expect((await live()).change).toEqual({
      action: 'set-flag',
      at: expect.any(String),
      by: expect.any(String),
      credential: kind.name.startsWith('the local') ? 'local folder' : 'platform',
      reason: 'Incident 4711: cart service down',
      path: `featureFlags.${ADD_TO_CART}`,
      value: 'false',
    });
  });

  it.each([
    [
      'an unknown flag name',
      () => setFlag(storage, 'catalog.discover.nonsense.enabled', 'false', 'r'),
      "Unknown flag catalog.discover.nonsense.enabled: the storefront's flags are catalog.discover.pricing-tooltip.enabled,",
    ],
    ['a flag value that is not true or false', () => setFlag(storage, ADD_TO_CART, 'yes', 'r'), `featureFlags.${ADD_TO_CART}: must be "true" or "false"`],
    ['a wrong type', () => setConfigValue(storage, 'site.siteId', 'eins', 'r'), 'site.siteId: Invalid type: Expected number but received "eins"'],
    [
      'a malformed URL',
      () => setConfigValue(storage, 'apiBasePaths.content', 'api.example.com/content', 'r'),
      'apiBasePaths.content: must be an absolute http(s) URL',
    ],
    ['a script URL', () => setConfigValue(storage, 'tagManagerUrl', 'javascript:alert(1)', 'r'), 'tagManagerUrl: must be an absolute http(s) URL'],
    ['an unknown key', () => setConfigValue(storage, 'site.shopName', 'zooplus', 'r'), 'site.shopName'],
    ['an unknown API', () => setConfigValue(storage, 'apiBasePaths.checkout', 'https://api.example.com', 'r'), 'apiBasePaths.checkout'],
    ['a path into a value', () => setConfigValue(storage, 'site.domain.name', 'x', 'r'), 'site.domain.name is not a path of the config'],
    ['a prototype path', () => setConfigValue(storage, '__proto__.polluted', 'x', 'r'), '__proto__.polluted is not a path of the config'],
    ['no reason', () => setFlag(storage, ADD_TO_CART, 'false', '  '), 'A change of the config needs a reason'],
  ])('refuses %s with a clear message, and nothing changes', async (_name, change, message) => {
    const before = await stateOf();
    const refusal = change();
    await expect(refusal).rejects.toThrow(ConfigValidationError);
    await expect(refusal).rejects.toThrow(message);
    expect(await stateOf()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('sets site config and API base paths (another backend is a config change)', async () => {
    await setConfigValue(storage, 'apiBasePaths.content', 'https://content.example.com/api', 'the new content service');
    await setConfigValue(storage, 'site.knownDomains', ['zooplus.de', 'zooplus.ch'], 'Switzerland');
    expect((await live()).config.apiBasePaths.content).toBe('https://content.example.com/api');
    expect((await live()).config.site.knownDomains).toEqual(['zooplus.de', 'zooplus.ch']);
    expect((await setConfigValue(storage, 'site.knownDomains', ['zooplus.de', 'zooplus.ch'], 'again')).written).toBeUndefined();
  });

  it('keeps every change in the history, and rolls back along the way it came or to a named revision', async () => {
    await setFlag(storage, ADD_TO_CART, 'false', 'incident');
    await setConfigValue(storage, 'apiBasePaths.content', 'https://content.example.com', 'new content service');
    const back = await rollbackConfig(storage);
    expect(back).toMatchObject({ to: 2, written: { revision: 4, change: { action: 'rollback', to: 2, reason: 'rollback to revision 2' } } });
    expect((await live()).config.apiBasePaths.content).toBe(API);
    expect((await live()).config.featureFlags[ADD_TO_CART]).toBe('false');
    await rollbackConfig(storage, undefined, 'incident over');
    expect((await live()).config).toEqual(buildConfig());
    await expect(rollbackConfig(storage)).rejects.toThrow('The config has no earlier revision to roll back to');
    await rollbackConfig(storage, 3);
    expect((await live()).config.apiBasePaths.content).toBe('https://content.example.com');
    await expect(rollbackConfig(storage, 99)).rejects.toThrow('The config has no revision 99: npm run config -- history lists them');

    expect((await readConfigHistory(storage)).map(({ revision, change }) => `${revision} ${change.action} ${change.reason}`)).toEqual([
      "1 start the shell's build (storefront-config.json)",
      '2 set-flag incident',
      '3 set new content service',
      '4 rollback rollback to revision 2',
      '5 rollback incident over',
      '6 rollback rollback to revision 3',
    ]);
  });

  it('switches atomically: two changes at the same moment both end up, one revision each', async () => {
    await Promise.all([setFlag(storage, ADD_TO_CART, 'false', 'first'), setFlag(storage, 'catalog.discover.pricing-tooltip.enabled', 'false', 'second')]);
    expect((await live()).revision).toBe(3);
    expect((await live()).config.featureFlags).toEqual({ [ADD_TO_CART]: 'false', 'catalog.discover.pricing-tooltip.enabled': 'false' });
    expect((await readConfigHistory(storage)).map((revision) => revision.revision)).toEqual([1, 2, 3]);
  });

  it('completes the history when a writer stopped after switching the live revision', async () => {
    const current = (await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)) as StoredDocument;
    const orphan = {
      revision: 2,
      config: buildConfig({ tagManagerUrl: 'https://tags.example.com/gtm.js' }),
      change: { action: 'set', at: 'x', by: 'y', credential: 'platform', reason: 'killed writer' },
    };
    await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, JSON.stringify(orphan), current.etag);
    await setFlag(storage, ADD_TO_CART, 'false', 'next change');
    expect((await readConfigHistory(storage)).map(({ revision, change }) => `${revision} ${change.reason}`)).toEqual([
      "1 the shell's build (storefront-config.json)",
      '2 killed writer',
      '3 next change',
    ]);
  });

  it('takes a changed build’s config on npm start only while nobody changed the config with the command', async () => {
    await provideConfigFromBuild(storage, buildConfig({ tagManagerUrl: 'https://tags.example.com/gtm.js' }), true);
    expect((await live()).revision).toBe(2);
    await provideConfigFromBuild(storage, buildConfig({ tagManagerUrl: 'https://tags.example.com/other.js' }), false);
    expect((await live()).revision).toBe(2);
    await setFlag(storage, ADD_TO_CART, 'false', 'incident');
    await provideConfigFromBuild(storage, buildConfig(), true);
    expect((await live()).revision).toBe(3);
    expect((await live()).config.featureFlags[ADD_TO_CART]).toBe('false');
  });
});
