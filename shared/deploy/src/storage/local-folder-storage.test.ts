import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bigLiveEntry, wholeEntryNumber } from '../../test/live-entries';
import { temporaryFolder } from '../../test/fake-build';
import { LocalFolderStorage } from './local-folder-storage';
import { migrateRegistryFile } from './migrate-registry-file';
import { DOCUMENTS, PLATFORM_SCOPE, type StoredDocument } from './release-storage';

// What only the local folder has to take care of itself (an object store's PUT replaces an object whole): documents
// written atomically and under a lock, against readers and writers killed halfway. The guarantees both storages give
// are the contract suite's (release-storage.contract.test.ts).

let root: string;
let storage: LocalFolderStorage;

beforeEach(() => {
  root = temporaryFolder('deployments');
  storage = new LocalFolderStorage({ root });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const LIVE = DOCUMENTS.liveEntry;
const liveFile = () => storage.documentFile('mf-account-overview', LIVE);
const etag = async () => ((await storage.readDocument('mf-account-overview', LIVE)) as StoredDocument).etag;

function startChild(...args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../test/registry-child.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STOREFRONT_STORAGE: `file:${root}` },
  });
}

describe('document writes', () => {
  it('a reader during writes gets the old or the new document, whole, never a part of one', async () => {
    await storage.writeDocument('mf-account-overview', LIVE, JSON.stringify(bigLiveEntry(1)), null);
    const seen: number[] = [];
    let writing = true;
    const writes = (async () => {
      // Writes go on until the reader has read often enough while they happen.
      for (let number = 2; number <= 20 || seen.length < 30; number += 1) {
        expect(await storage.writeDocument('mf-account-overview', LIVE, JSON.stringify(bigLiveEntry(number)), await etag())).toBe(true);
      }
      writing = false;
    })();
    while (writing) {
      // As the shell's server reads it: the file as it is at this moment.
      const number = wholeEntryNumber(await fs.promises.readFile(liveFile(), 'utf8'));
      expect(number).toBeDefined();
      seen.push(number ?? 0);
    }
    await writes;
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 30_000);

  it.each(['die-mid-write', 'die-before-rename'])('a writer killed (%s) leaves the old document; the next writer takes over', async (mode) => {
    await storage.writeDocument('mf-account-overview', LIVE, JSON.stringify(bigLiveEntry(1)), null);
    const old = fs.readFileSync(liveFile(), 'utf8');
    const child = startChild(mode);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once('exit', (...end) => resolve(end)));
    expect([code, signal]).toEqual([null, 'SIGKILL']);
    // It died holding the lock, with its temporary file (half) written.
    expect(fs.readdirSync(path.dirname(liveFile())).filter((name) => name !== LIVE)).toEqual([
      expect.stringMatching(new RegExp(`^\\.${LIVE}\\.${child.pid}\\.[0-9a-f]+\\.tmp$`)),
      `${LIVE}.lock`,
    ]);

    expect(fs.readFileSync(liveFile(), 'utf8')).toBe(old);
    expect(await storage.writeDocument('mf-account-overview', LIVE, JSON.stringify(bigLiveEntry(2)), await etag())).toBe(true);
    expect(wholeEntryNumber(fs.readFileSync(liveFile(), 'utf8'))).toBe(2);
    expect(fs.readdirSync(path.dirname(liveFile()))).toEqual([LIVE]);
  });

  it('keeps documents out of the folders the fragments’ servers serve', () => {
    expect(path.relative(root, liveFile())).toBe(path.join('documents', 'mf-account-overview', 'live.json'));
    expect(path.relative(root, storage.documentFile(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration))).toBe(path.join('documents', 'platform', 'shell.json'));
    expect(() => storage.documentFile('mf-checkout' as 'mf-tracking', LIVE)).toThrow('mf-checkout is not a fragment of the federation description');
  });
});

describe('a deployments root of before live entries (one registry.json)', () => {
  it('is split into the live entries and the shell’s declaration once, keeping what was live and its history', async () => {
    const history = [{ release: '1.0.0-0123456789', action: 'start', at: '2026-11-01T00:00:00.000Z' }];
    const legacy = {
      revision: 7,
      updatedAt: '2026-11-02T00:00:00.000Z',
      loadTimeoutMs: 5000,
      shell: { builtAgainst: { react: '19.3.1' }, recordedAt: '2026-11-01T00:00:00.000Z' },
      fragments: {
        mf_account_overview: {
          manifest: 'http://localhost:8083/releases/1.0.0-0123456789/mf-manifest.json',
          version: '1.0.0',
          release: '1.0.0-0123456789',
          builtAgainst: { react: '19.3.1' },
          history,
        },
        mf_tracking: { manifest: 'broken' },
      },
    };
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(legacy));
    const lines: string[] = [];
    await migrateRegistryFile(storage, (line) => lines.push(line));
    expect(JSON.parse(((await storage.readDocument('mf-account-overview', LIVE)) as StoredDocument).text)).toEqual({
      fragment: 'mf-account-overview',
      release: '1.0.0-0123456789',
      version: '1.0.0',
      builtAgainst: { react: '19.3.1' },
      history,
    });
    expect(JSON.parse(((await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration)) as StoredDocument).text)).toEqual(legacy.shell);
    expect(await storage.readDocument('mf-tracking', LIVE)).toBeUndefined();
    expect(lines[0]).toContain('mf-tracking: not taken over');
    expect(fs.existsSync(path.join(root, 'registry.json'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'registry.json.migrated'))).toBe(true);
    // Once: nothing is left to migrate.
    await migrateRegistryFile(storage, (line) => lines.push(line));
    expect(lines).toHaveLength(2);
  });
});

describe('what the local folder says it can do', () => {
  it('is read on every request, its releases served by the fragments’ servers from its folders, written without a credential', () => {
    const { watch, releaseFiles, credentials } = storage.capabilities;
    expect({ watch, credentials, servedBy: releaseFiles.servedBy }).toEqual({ watch: 'on-request', credentials: 'none', servedBy: 'fragment-servers' });
    expect(releaseFiles.servedBy === 'fragment-servers' && releaseFiles.folderOf('mf-own-brand')).toBe(storage.releasesFolder('mf-own-brand'));
  });

  it('migrates a deployments root of before live entries through its capabilities', async () => {
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify({ fragments: {} }));
    await storage.capabilities.migrate?.();
    expect(fs.existsSync(path.join(root, 'registry.json.migrated'))).toBe(true);
  });
});
