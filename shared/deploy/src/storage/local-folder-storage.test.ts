import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emptyRegistry, type DeploymentRegistry } from '../registry/deployment-registry';
import { bigRegistry, isWholeRegistry } from '../../test/registry-documents';
import { fakeBuild, temporaryFolder } from '../../test/fake-build';
import { readBuild, RELEASE_FILE, type ReleaseRecord } from '../release/release';
import { LocalFolderStorage, REGISTRY_FILE } from './local-folder-storage';

let root: string;
let storage: LocalFolderStorage;

beforeEach(() => {
  root = temporaryFolder('deployments');
  storage = new LocalFolderStorage({ root });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const registryFile = () => path.join(root, REGISTRY_FILE);

function startChild(...args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../test/registry-child.ts'), root, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('registry writes', () => {
  it('a reader during writes gets the old or the new document, whole, never a part of one', async () => {
    await storage.writeRegistry(bigRegistry(1), 0);
    const seen: number[] = [];
    let writing = true;
    const writes = (async () => {
      // Writes go on until the reader has read often enough while they happen.
      for (let revision = 2; revision <= 20 || seen.length < 30; revision += 1) {
        expect(await storage.writeRegistry(bigRegistry(revision), revision - 1)).toBe(true);
      }
      writing = false;
    })();
    while (writing) {
      // As the shell's server reads it on every request: the file as it is at this moment.
      const document = JSON.parse(await fs.promises.readFile(registryFile(), 'utf8')) as DeploymentRegistry;
      expect(isWholeRegistry(document)).toBe(true);
      seen.push(document.revision);
    }
    await writes;
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 30_000);

  it.each(['die-mid-write', 'die-before-rename'])('a writer killed (%s) leaves the old registry; the next writer takes over', async (mode) => {
    await storage.writeRegistry(bigRegistry(1), 0);
    const old = fs.readFileSync(registryFile(), 'utf8');
    const child = startChild(mode);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once('exit', (...end) => resolve(end)));
    expect([code, signal]).toEqual([null, 'SIGKILL']);
    // It died holding the lock, with its temporary file (half) written.
    expect(fs.readdirSync(root).filter((name) => name !== REGISTRY_FILE)).toEqual([
      expect.stringMatching(new RegExp(`^\\.${REGISTRY_FILE}\\.${child.pid}\\.[0-9a-f]+\\.tmp$`)),
      `${REGISTRY_FILE}.lock`,
    ]);

    expect(fs.readFileSync(registryFile(), 'utf8')).toBe(old);
    expect((await storage.readRegistry())?.revision).toBe(1);
    expect(await storage.writeRegistry(bigRegistry(2), 1)).toBe(true);
    expect(isWholeRegistry((await storage.readRegistry()) as DeploymentRegistry)).toBe(true);
    expect(fs.readdirSync(root)).toEqual([REGISTRY_FILE]);
  });

  it('writes only over the revision the change was based on (compare-and-swap)', async () => {
    const first = { ...emptyRegistry(), revision: 1 };
    expect(await storage.writeRegistry(first, 0)).toBe(true);
    expect(await storage.writeRegistry({ ...first, loadTimeoutMs: 1 }, 0)).toBe(false);
    expect(await storage.writeRegistry({ ...first, revision: 2, loadTimeoutMs: 2 }, 1)).toBe(true);
    expect((await storage.readRegistry())?.loadTimeoutMs).toBe(2);
    await expect(storage.writeRegistry({ ...first, revision: 9 }, 2)).rejects.toThrow('must have revision 3');
  });

  it('refuses to read a registry that is not one, instead of starting over', async () => {
    fs.writeFileSync(registryFile(), '{"fragments": {');
    await expect(storage.readRegistry()).rejects.toThrow('is not JSON');
    fs.writeFileSync(registryFile(), '{"fragments": {}}');
    await expect(storage.readRegistry()).rejects.toThrow('revision and fragments are required');
  });
});

describe('releases', () => {
  let builds: string;
  beforeEach(() => {
    builds = temporaryFolder('builds');
  });
  afterEach(() => fs.rmSync(builds, { recursive: true, force: true }));

  function record(folder: string, publishedAt = '2030-01-01T00:00:00.000Z'): ReleaseRecord {
    const { folder: _folder, ...build } = readBuild('mf-account-overview', folder);
    return { ...build, publishedAt };
  }

  it('publishes a build under <fragment>/<version>-<hash> with its release.json, served next to its manifest URL', async () => {
    const release = record(fakeBuild(builds, 'mf-account-overview'));
    expect(release.release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(await storage.publishRelease(release, fakeBuild(builds, 'mf-account-overview'))).toBe('published');
    const folder = path.join(root, 'mf-account-overview', release.release);
    expect(fs.readdirSync(folder).sort()).toEqual(['assets', 'built-against.json', 'mf-manifest.json', RELEASE_FILE, 'remoteEntry.js']);
    expect(storage.releasesFolder('mf-account-overview')).toBe(path.join(root, 'mf-account-overview'));
    expect(storage.manifestUrl('mf-account-overview', release.release)).toBe(`http://localhost:8083/releases/${release.release}/mf-manifest.json`);
    expect(await storage.readRelease('mf-account-overview', release.release)).toEqual(release);
    expect(fs.readdirSync(path.join(root, '.staging'))).toEqual([]);
  });

  it('never overwrites a published release', async () => {
    const folder = fakeBuild(builds, 'mf-account-overview');
    const first = record(folder, '2030-01-01T00:00:00.000Z');
    await storage.publishRelease(first, folder);
    const remoteEntry = path.join(root, 'mf-account-overview', first.release, 'remoteEntry.js');
    const before = fs.statSync(remoteEntry).mtimeMs;
    expect(await storage.publishRelease({ ...first, publishedAt: '2031-01-01T00:00:00.000Z' }, folder)).toBe('exists');
    expect(await storage.readRelease('mf-account-overview', first.release)).toEqual(first);
    expect(fs.statSync(remoteEntry).mtimeMs).toBe(before);
  });

  it('lists complete releases oldest first and ignores anything else in the folder', async () => {
    const older = fakeBuild(builds, 'mf-account-overview', { content: 'alt' });
    const newer = fakeBuild(builds, 'mf-account-overview', { content: 'neu', version: '1.1.0' });
    await storage.publishRelease(record(newer, '2030-02-01T00:00:00.000Z'), newer);
    await storage.publishRelease(record(older, '2030-01-01T00:00:00.000Z'), older);
    fs.mkdirSync(path.join(root, 'mf-account-overview', '1.2.0-0123456789'));
    fs.mkdirSync(path.join(root, 'mf-account-overview', 'not-a-release'));
    expect((await storage.listReleases('mf-account-overview')).map((item) => item.version)).toEqual(['1.0.0', '1.1.0']);
    expect(await storage.listReleases('mf-tracking')).toEqual([]);
    expect(await storage.readRelease('mf-account-overview', '../../etc')).toBeUndefined();
  });
});
