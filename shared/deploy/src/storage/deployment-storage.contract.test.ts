import fs from 'node:fs';
import path from 'node:path';
import { readBuild, RELEASE_FILE, type ReleaseRecord } from '../release/release';
import { fakeBuild, temporaryFolder } from '../../test/fake-build';
import { STORAGE_KINDS, type TestStorage } from '../../test/storages';
import { DOCUMENTS, PLATFORM_SCOPE, type DeploymentStorage, type StoredDocument } from './deployment-storage';

// The guarantees every DeploymentStorage gives, checked the same way against the local folder and against Azure Blob
// Storage through Microsoft's SDK and emulator. The commands' tests (deploy, rollback, start) run on both too.

describe.each(STORAGE_KINDS)('DeploymentStorage on $name', (kind) => {
  let stored: TestStorage;
  let storage: DeploymentStorage;
  let builds: string;

  beforeEach(async () => {
    stored = await kind.create();
    storage = stored.storage;
    builds = temporaryFolder('builds');
  });

  afterEach(async () => {
    fs.rmSync(builds, { recursive: true, force: true });
    await stored.remove();
  });

  function record(folder: string, publishedAt = '2030-01-01T00:00:00.000Z'): ReleaseRecord {
    const { folder: _folder, ...build } = readBuild('mf-account-overview', folder);
    return { ...build, publishedAt };
  }

  describe('releases', () => {
    it('publishes a build as <version>-<hash> with its files and release.json, its manifest at a URL of the storage', async () => {
      const folder = fakeBuild(builds, 'mf-account-overview');
      const release = record(folder);
      expect(release.release).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
      expect(await storage.publishRelease(release, folder)).toBe('published');
      expect(await storage.readRelease('mf-account-overview', release.release)).toEqual(release);
      expect(storage.manifestUrl('mf-account-overview', release.release)).toMatch(new RegExp(`/${release.release}/mf-manifest\\.json$`));
      const copy = await storage.releaseFolder('mf-account-overview', release.release);
      expect(fs.readdirSync(copy).sort()).toEqual(['assets', 'built-against.json', 'mf-manifest.json', RELEASE_FILE, 'remoteEntry.js']);
      expect(fs.readFileSync(path.join(copy, 'assets', 'root.0123456789.js'), 'utf8')).toBe('render("Mein Konto");');
    });

    it('is create-only: of two publishers of one release at the same moment, the store lets one write it', async () => {
      const folder = fakeBuild(builds, 'mf-account-overview');
      // Both pass any check before writing; what decides is the storage's own create-only write.
      const outcomes = await Promise.all([
        storage.publishRelease(record(folder, '2030-01-01T00:00:00.000Z'), folder),
        storage.publishRelease(record(folder, '2031-01-01T00:00:00.000Z'), folder),
      ]);
      expect(outcomes.sort()).toEqual(['exists', 'published']);
      const kept = await storage.readRelease('mf-account-overview', record(folder).release);
      expect(['2030-01-01T00:00:00.000Z', '2031-01-01T00:00:00.000Z']).toContain(kept?.publishedAt);
      expect(await storage.publishRelease(record(folder, '2032-01-01T00:00:00.000Z'), folder)).toBe('exists');
      expect((await storage.readRelease('mf-account-overview', record(folder).release))?.publishedAt).toBe(kept?.publishedAt);
    });

    it('lists a release only once it is complete (release.json last), oldest first, and nothing else', async () => {
      const older = fakeBuild(builds, 'mf-account-overview', { content: 'alt' });
      const newer = fakeBuild(builds, 'mf-account-overview', { content: 'neu', version: '1.1.0' });
      await storage.publishRelease(record(newer, '2030-02-01T00:00:00.000Z'), newer);
      await storage.publishRelease(record(older, '2030-01-01T00:00:00.000Z'), older);
      await stored.writeIncompleteRelease('mf-account-overview', '1.2.0-0123456789', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'half' });
      expect((await storage.listReleases('mf-account-overview')).map((item) => item.version)).toEqual(['1.0.0', '1.1.0']);
      expect(await storage.readRelease('mf-account-overview', '1.2.0-0123456789')).toBeUndefined();
      expect(await storage.listReleases('mf-tracking')).toEqual([]);
      expect(await storage.readRelease('mf-account-overview', '../../etc')).toBeUndefined();
    });

    it('completes a release a publisher left half-written, with the same files', async () => {
      const folder = fakeBuild(builds, 'mf-account-overview');
      const release = record(folder);
      await stored.writeIncompleteRelease('mf-account-overview', release.release, { 'remoteEntry.js': "var mf_account_overview = 'entry';" });
      expect(await storage.readRelease('mf-account-overview', release.release)).toBeUndefined();
      expect(await storage.publishRelease(release, folder)).toBe('published');
      expect(await storage.readRelease('mf-account-overview', release.release)).toEqual(release);
    });
  });

  describe('documents', () => {
    const LIVE = DOCUMENTS.liveEntry;

    it('creates a document only when there is none', async () => {
      expect(await storage.readDocument('mf-account-overview', LIVE)).toBeUndefined();
      expect(await storage.writeDocument('mf-account-overview', LIVE, '{"n":1}', null)).toBe(true);
      expect(await storage.writeDocument('mf-account-overview', LIVE, '{"n":2}', null)).toBe(false);
      expect(((await storage.readDocument('mf-account-overview', LIVE)) as StoredDocument).text).toBe('{"n":1}');
    });

    it('replaces a document only when it still has the tag it was read with (compare-and-swap)', async () => {
      await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{"n":1}', null);
      const first = (await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)) as StoredDocument;
      expect(await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{"n":2}', first.etag)).toBe(true);
      // A writer that read the first version came second: refused, nothing written.
      expect(await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{"n":3}', first.etag)).toBe(false);
      const second = (await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)) as StoredDocument;
      expect(second.text).toBe('{"n":2}');
      expect(second.etag).not.toBe(first.etag);
    });

    it('answers a re-read with the same tag as unchanged, and a changed document whole', async () => {
      await storage.writeDocument('mf-tracking', LIVE, '{"n":1}', null);
      const first = (await storage.readDocument('mf-tracking', LIVE)) as StoredDocument;
      expect(await storage.readDocument('mf-tracking', LIVE, first.etag)).toBe('unchanged');
      await storage.writeDocument('mf-tracking', LIVE, '{"n":2}', first.etag);
      expect(await storage.readDocument('mf-tracking', LIVE, first.etag)).toEqual({ text: '{"n":2}', etag: expect.any(String) });
    });

    it('keeps the scopes apart', async () => {
      await storage.writeDocument('mf-tracking', LIVE, '{"tracking":true}', null);
      expect(await storage.readDocument('mf-account-overview', LIVE)).toBeUndefined();
      expect(await storage.readDocument(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration)).toBeUndefined();
    });
  });
});
