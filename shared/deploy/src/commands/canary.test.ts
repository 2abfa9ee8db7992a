import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { azureStorage, provisionTestNamespace, STORAGE_KINDS } from '../../test/storages';
import { decodeCredential } from '../storage/credentials';
import { StorageAccessDeniedError } from '../storage/storage-errors';
import { PLATFORM_SCOPE } from '../storage/deployment-storage';
import { CANARY_SWITCH_LEAD_MS } from '../registry/live-entry';
import { abortCanary, CanaryRefusedError, promoteCanary, startCanary, stepCanary } from './canary';
import { deploy } from './deploy';
import { publishBuild } from './publish';
import { rollback } from './rollback';
import { RefusedReleaseError } from './switch-release';

const FRAGMENT = 'mf-account-overview';
const ENV = { STOREFRONT_ACTOR: 'pipeline#7' };

describe.each(STORAGE_KINDS)('canaries on $name', (kind) => {
  let deployments: Deployments;
  let first: string;
  const publish = async (content: string, builtAgainst = SHELL) =>
    (await publishBuild(deployments.storage, FRAGMENT, deployments.build(FRAGMENT, { content, builtAgainst }))).record.release;

  beforeEach(async () => {
    deployments = await Deployments.create(kind);
    await deployments.startShell(SHELL, [{ fragment: FRAGMENT, folder: deployments.build(FRAGMENT, { content: 'A' }) }]);
    first = (await deployments.live(FRAGMENT))?.release ?? '';
    process.env.STOREFRONT_ACTOR = ENV.STOREFRONT_ACTOR;
  });

  afterEach(async () => {
    delete process.env.STOREFRONT_ACTOR;
    await deployments.remove();
  });

  it('starts, steps and promotes: the candidate becomes live, every decision in the history with who, credential, reason and figures', async () => {
    const candidate = await publish('B');
    const storage = deployments.storage;
    const startedBefore = Date.now();
    await startCanary({ storage, fragment: FRAGMENT, release: candidate, percent: 5, reason: 'pipeline run 7', env: ENV });
    const started = (await deployments.live(FRAGMENT))?.canary;
    // Written ahead of its time: every shell server has read it before it takes effect.
    expect(started).toMatchObject({ release: candidate, percent: 5, previousPercent: 0 });
    expect(Date.parse(started?.steppedAt ?? '')).toBeGreaterThanOrEqual(startedBefore + CANARY_SWITCH_LEAD_MS);
    expect((await deployments.live(FRAGMENT))?.release).toBe(first);

    await stepCanary({ storage, fragment: FRAGMENT, release: candidate, percent: 25, reason: 'within bounds', figures: { pageViews: 120 }, env: ENV });
    const stepped = (await deployments.live(FRAGMENT))?.canary;
    // Stepped before the start took effect: from the share shoppers had then (none), not from 5 %.
    expect(stepped).toMatchObject({ percent: 25, previousPercent: 0 });
    expect(Date.parse(stepped?.steppedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(started?.steppedAt ?? ''));

    const promoted = await promoteCanary({ storage, fragment: FRAGMENT, release: candidate, reason: 'within bounds at 100 %', env: ENV });
    expect(promoted.previous).toBe(first);
    const entry = await deployments.live(FRAGMENT);
    expect(entry?.release).toBe(candidate);
    expect(entry?.canary).toBeUndefined();
    const credential = kind.name === 'the local folder' ? 'local folder' : 'none';
    expect(entry?.history.slice(-3)).toEqual([
      {
        release: candidate,
        action: 'canary-start',
        at: expect.any(String),
        by: 'pipeline#7',
        credential,
        percent: 5,
        effectiveAt: started?.steppedAt,
        reason: 'pipeline run 7',
      },
      {
        release: candidate,
        action: 'canary-step',
        at: expect.any(String),
        by: 'pipeline#7',
        credential,
        percent: 25,
        effectiveAt: stepped?.steppedAt,
        reason: 'within bounds',
        figures: { pageViews: 120 },
      },
      { release: candidate, action: 'promote', at: expect.any(String), by: 'pipeline#7', credential, reason: 'within bounds at 100 %' },
    ]);
    // A promotion is a switch: a rollback goes back to the release live before it.
    expect((await rollback({ storage, fragment: FRAGMENT })).record.release).toBe(first);
  }, 60_000);

  it('aborts with the reason and the figures: everyone back on the live release, nothing switched', async () => {
    const candidate = await publish('B');
    await startCanary({ storage: deployments.storage, fragment: FRAGMENT, release: candidate, percent: 10 });
    const aborted = await abortCanary({ storage: deployments.storage, fragment: FRAGMENT, reason: 'errors per page view 0.2 > 0.05', figures: { errors: 9 } });
    expect(aborted.aborted).toBe(candidate);
    const entry = await deployments.live(FRAGMENT);
    expect(entry?.release).toBe(first);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.at(-1)).toMatchObject({
      release: candidate,
      action: 'canary-abort',
      reason: 'errors per page view 0.2 > 0.05',
      figures: { errors: 9 },
    });
    await expect(abortCanary({ storage: deployments.storage, fragment: FRAGMENT, reason: 'again' })).rejects.toThrow(CanaryRefusedError);
  }, 60_000);

  it('refuses what it cannot do as asked, changing nothing', async () => {
    const storage = deployments.storage;
    const candidate = await publish('B');
    const refusedBySkew = await publish('X', { ...SHELL, '@storefront/platform': '2.0.0' });
    await expect(startCanary({ storage, fragment: FRAGMENT, release: '1.0.0-ffffffffff', percent: 5 })).rejects.toThrow(
      'has no published release 1.0.0-ffffffffff',
    );
    await expect(startCanary({ storage, fragment: FRAGMENT, release: first, percent: 5 })).rejects.toThrow('is the live release already');
    await expect(startCanary({ storage, fragment: FRAGMENT, release: refusedBySkew, percent: 5 })).rejects.toThrow(RefusedReleaseError);
    await expect(startCanary({ storage, fragment: FRAGMENT, release: candidate, percent: 0 })).rejects.toThrow('above 0 and at most 100');
    await expect(startCanary({ storage, fragment: FRAGMENT, release: candidate, percent: 101 })).rejects.toThrow('above 0 and at most 100');
    await expect(promoteCanary({ storage, fragment: FRAGMENT })).rejects.toThrow('no canary runs');
    const before = await deployments.live(FRAGMENT);

    await startCanary({ storage, fragment: FRAGMENT, release: candidate, percent: 5 });
    const other = await publish('C');
    await expect(startCanary({ storage, fragment: FRAGMENT, release: other, percent: 5 })).rejects.toThrow(`a canary of ${candidate} runs`);
    await expect(stepCanary({ storage, fragment: FRAGMENT, release: other, percent: 50 })).rejects.toThrow(`the canary is ${candidate}`);
    await expect(promoteCanary({ storage, fragment: FRAGMENT, release: other })).rejects.toThrow(`the canary is ${candidate}`);
    expect((await deployments.live(FRAGMENT))?.history).toHaveLength((before?.history.length ?? 0) + 1);
  }, 60_000);

  it('ends when the live release is switched meanwhile (its comparison no longer holds), recorded in the history', async () => {
    const candidate = await publish('B');
    await startCanary({ storage: deployments.storage, fragment: FRAGMENT, release: candidate, percent: 5 });
    await deploy({ storage: deployments.storage, fragment: FRAGMENT, dist: deployments.build(FRAGMENT, { content: 'C' }) });
    const entry = await deployments.live(FRAGMENT);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.at(-2)).toMatchObject({ release: candidate, action: 'canary-abort', reason: expect.stringContaining('by deploy') });
  }, 60_000);
});

describe('a squad’s credential and canaries on the object store', () => {
  it('runs a canary of its own fragment; the store refuses one of another fragment', async () => {
    const { namespace, provisioned } = await provisionTestNamespace();
    const platform = await Deployments.create({
      name: 'the platform',
      create: async () => ({
        storage: azureStorage(namespace, (scope) =>
          decodeCredential(scope === PLATFORM_SCOPE ? provisioned.platformCredential : provisioned.deployCredentials[scope], scope),
        ),
        environment: {},
        writeIncompleteRelease: async () => undefined,
        remove: async () => undefined,
      }),
    });
    try {
      await platform.startShell(SHELL, [
        { fragment: FRAGMENT, folder: platform.build(FRAGMENT, { content: 'A' }) },
        { fragment: 'mf-own-brand', folder: platform.build('mf-own-brand', { content: 'A' }) },
      ]);
      const own = (await publishBuild(platform.storage, FRAGMENT, platform.build(FRAGMENT, { content: 'B' }))).record.release;
      const other = (await publishBuild(platform.storage, 'mf-own-brand', platform.build('mf-own-brand', { content: 'B' }))).record.release;
      const squadCredential = provisioned.deployCredentials[FRAGMENT];
      // Only the squad's credential: it reads every scope (public reads), writes its own.
      const squad = azureStorage(namespace, (scope) => (scope === FRAGMENT ? decodeCredential(squadCredential, scope) : undefined));
      const env = { STOREFRONT_DEPLOY_CREDENTIAL: squadCredential };

      const started = await startCanary({ storage: squad, fragment: FRAGMENT, release: own, percent: 5, env });
      expect(started.entry.history.at(-1)?.credential).toMatch(/^squad mf-account-overview [0-9a-f]{8}$/);
      await expect(startCanary({ storage: squad, fragment: 'mf-own-brand', release: other, percent: 5, env })).rejects.toThrow(StorageAccessDeniedError);
      expect((await platform.live('mf-own-brand'))?.canary).toBeUndefined();
    } finally {
      await platform.remove();
    }
  }, 90_000);
});
