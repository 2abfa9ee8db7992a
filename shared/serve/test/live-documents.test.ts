import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENTS, LocalFolderStorage, PLATFORM_SCOPE, type LiveEntry, type DeploymentStorage } from '@storefront/deploy';
import { LiveDocuments } from '../src/shell-server/live-documents';

const BUILT_AGAINST = { react: '19.3.1' };
const entry = (release: string): LiveEntry => ({
  fragment: 'mf-account-overview',
  release,
  version: '1.0.0',
  builtAgainst: BUILT_AGAINST,
  history: [{ release, action: 'deploy', at: '2026-11-27T00:00:00.000Z' }],
});

let root: string;
let storage: LocalFolderStorage;
let reports: string[];

async function write(text: string): Promise<void> {
  const current = await storage.readDocument('mf-account-overview', DOCUMENTS.liveEntry);
  await storage.writeDocument('mf-account-overview', DOCUMENTS.liveEntry, text, current && current !== 'unchanged' ? current.etag : null);
}

/** The storage, with its reads failing while `down` is set (a store that cannot be reached). */
function unreliable(inner: DeploymentStorage): DeploymentStorage & { down: boolean } {
  const wrapper = Object.create(inner) as DeploymentStorage & { down: boolean };
  wrapper.down = false;
  wrapper.readDocument = async (...args) => {
    if (wrapper.down) throw new Error('connect ECONNREFUSED 127.0.0.1:10000');
    return inner.readDocument(...args);
  };
  return wrapper;
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-registry-'));
  storage = new LocalFolderStorage({ root });
  reports = [];
  await write(JSON.stringify(entry('1.0.0-000000000a')));
  await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration, JSON.stringify({ builtAgainst: BUILT_AGAINST, recordedAt: 'x' }), null);
});

afterEach(() => {
  jest.useRealTimers();
  fs.rmSync(root, { recursive: true, force: true });
});

const live = async (registry: LiveDocuments) => (await registry.registry()).fragments.mf_account_overview?.release;

describe('the live registry of a shell’s server', () => {
  it('is composed from the live entries and the shell’s declaration, the manifest at the storage’s URL of the release', async () => {
    const registry = new LiveDocuments(storage, { readEveryMs: 0 });
    expect(await registry.registry()).toEqual({
      loadTimeoutMs: 5000,
      shell: { builtAgainst: BUILT_AGAINST, recordedAt: 'x' },
      fragments: {
        mf_account_overview: {
          manifest: 'http://localhost:8083/releases/1.0.0-000000000a/mf-manifest.json',
          version: '1.0.0',
          release: '1.0.0-000000000a',
          builtAgainst: BUILT_AGAINST,
          history: entry('1.0.0-000000000a').history,
        },
      },
    });
  });

  it('reads on every request when told so (the local folder)', async () => {
    const registry = new LiveDocuments(storage, { readEveryMs: 0 });
    expect(await live(registry)).toBe('1.0.0-000000000a');
    await write(JSON.stringify(entry('1.0.0-000000000b')));
    expect(await live(registry)).toBe('1.0.0-000000000b');
  });

  it('on an object store, reads in the background every readEveryMs, conditionally by ETag; requests never wait for the store', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const read = jest.spyOn(storage, 'readDocument');
    const registry = new LiveDocuments(storage, { readEveryMs: 2_000 });
    await registry.start();
    await write(JSON.stringify(entry('1.0.0-000000000b')));
    const reads = read.mock.calls.length;
    expect(await live(registry)).toBe('1.0.0-000000000a');
    expect(read.mock.calls.length).toBe(reads);

    await jest.advanceTimersByTimeAsync(1_999);
    await registry.whenRead();
    expect(await live(registry)).toBe('1.0.0-000000000a');
    const secondReadStarts = Date.now() + 1;
    await jest.advanceTimersByTimeAsync(1);
    await registry.whenRead();
    expect(await live(registry)).toBe('1.0.0-000000000b');
    // Everything written before this moment is served (tests wait for it rather than for a time).
    expect(registry.lastReadStartedAt()).toBe(secondReadStarts);
    // The second read asked with the tags of the first.
    expect(read.mock.calls.slice(reads).every(([, , etag]) => typeof etag === 'string' || etag === undefined)).toBe(true);
    expect(read.mock.calls.slice(reads).filter(([scope]) => scope === PLATFORM_SCOPE)[0]?.[2]).toEqual(expect.any(String));
    registry.stop();
  });

  it('keeps serving the last good registry while the storage cannot be reached, reports it once, and again when it is back', async () => {
    const flaky = unreliable(storage);
    const registry = new LiveDocuments(flaky, { readEveryMs: 0, report: (problem) => reports.push(problem) });
    expect(await live(registry)).toBe('1.0.0-000000000a');
    flaky.down = true;
    expect(await live(registry)).toBe('1.0.0-000000000a');
    expect(await live(registry)).toBe('1.0.0-000000000a');
    expect(reports.filter((problem) => problem.includes('mf-account-overview/live.json'))).toEqual([
      `Live documents: mf-account-overview/live.json in ${root}: connect ECONNREFUSED 127.0.0.1:10000; serving its last good version`,
    ]);
    expect(registry.problems()).toHaveLength(7);
    flaky.down = false;
    await write(JSON.stringify(entry('1.0.0-000000000c')));
    expect(await live(registry)).toBe('1.0.0-000000000c');
    expect(registry.problems()).toEqual([]);
    expect(reports).toContain('Live documents: mf-account-overview/live.json can be read again');
  });

  it('serves the running canary from the entry, and keeps it while the storage cannot be reached', async () => {
    const canary = {
      release: '1.1.0-000000000c',
      version: '1.1.0',
      builtAgainst: BUILT_AGAINST,
      percent: 5,
      startedAt: '2026-11-28T12:00:00.000Z',
      steppedAt: '2026-11-28T12:00:03.000Z',
    };
    await write(JSON.stringify({ ...entry('1.0.0-000000000a'), canary }));
    const flaky = unreliable(storage);
    const registry = new LiveDocuments(flaky, { readEveryMs: 0 });
    expect(await registry.canaries()).toEqual(new Map([['mf-account-overview', canary]]));
    flaky.down = true;
    expect(await registry.canaries()).toEqual(new Map([['mf-account-overview', canary]]));
    flaky.down = false;
    await write(JSON.stringify(entry('1.0.0-000000000a')));
    expect(await registry.canaries()).toEqual(new Map());
  });

  it.each([
    ['half a document', '{"fragment": "mf-account-overview", "release": '],
    ['another fragment’s entry', JSON.stringify({ ...entry('1.0.0-000000000d'), fragment: 'mf-own-brand' })],
    ['a release name that leaves its folder', JSON.stringify(entry('../../evil'))],
  ])('keeps the last good entry when the stored one is %s, and reports it', async (_name, text) => {
    const registry = new LiveDocuments(storage, { readEveryMs: 0, report: (problem) => reports.push(problem) });
    expect(await live(registry)).toBe('1.0.0-000000000a');
    await write(text);
    expect(await live(registry)).toBe('1.0.0-000000000a');
    expect(reports).toEqual([
      expect.stringMatching(
        /^Live documents: mf-account-overview\/live\.json in .* (is not JSON|is not the live entry of mf-account-overview).*; serving its last good version$/,
      ),
    ]);
  });

  it('serves no entry for a fragment never deployed, without a problem', async () => {
    const registry = new LiveDocuments(storage, { readEveryMs: 0, report: (problem) => reports.push(problem) });
    expect((await registry.registry()).fragments.mf_own_brand).toBeUndefined();
    expect(reports).toEqual([]);
  });
});

describe('the live config of a shell’s server', () => {
  it('serves the stored config revision and keeps the last good one when the stored one does not validate', async () => {
    const config = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shell/public/storefront-config.json'), 'utf8')) as Record<string, unknown>;
    const revision = (number: number, tagManagerUrl: string) =>
      JSON.stringify({
        revision: number,
        config: { ...config, tagManagerUrl },
        change: { action: 'set', at: 'x', by: 'y', credential: 'local folder', reason: 'r' },
      });
    await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, revision(1, 'https://tags.example/1.js'), null);
    const documents = new LiveDocuments(storage, { readEveryMs: 0, report: (problem) => reports.push(problem) });
    expect(await documents.config()).toMatchObject({ revision: 1, config: { tagManagerUrl: 'https://tags.example/1.js' } });

    const current = await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.config);
    await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, revision(2, 'javascript:alert(1)'), current && current !== 'unchanged' ? current.etag : null);
    expect(await documents.config()).toMatchObject({ revision: 1, config: { tagManagerUrl: 'https://tags.example/1.js' } });
    expect(reports).toEqual([expect.stringContaining('platform/config.json in')]);
    expect(reports[0]).toContain('tagManagerUrl: must be an absolute http(s) URL');
  });
});
