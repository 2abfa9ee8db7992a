import fs from 'node:fs';
import path from 'node:path';
import { readBuild } from '../release/release';
import { fakeBuild, temporaryFolder } from '../../test/fake-build';
import { azureStorage, everyCredential, provisionTestNamespace } from '../../test/storages';
import { AzureBlobStorage } from './azure-blob-storage';
import { decodeCredential } from './credentials';
import { DOCUMENTS, PLATFORM_SCOPE } from './deployment-storage';
import { StorageAccessDeniedError } from './storage-errors';

// What only the object store adds to the storage contract: public URLs with the right headers, anonymous readers
// (browsers, shell servers) and credentials scoped to one squad's fragment, all enforced by the store itself.

let builds: string;
beforeEach(() => {
  builds = temporaryFolder('builds');
});
afterEach(() => fs.rmSync(builds, { recursive: true, force: true }));

async function published() {
  const { namespace, provisioned } = await provisionTestNamespace();
  const platform = azureStorage(namespace, everyCredential(provisioned));
  const folder = fakeBuild(builds, 'mf-account-overview');
  const { folder: _folder, ...build } = readBuild('mf-account-overview', folder);
  const record = { ...build, publishedAt: '2030-01-01T00:00:00.000Z' };
  await platform.publishRelease(record, folder);
  return { namespace, provisioned, platform, record };
}

describe('Azure Blob Storage', () => {
  it('says it is read in the background, serves releases from its public URLs and checks every write’s credential', () => {
    const store = new AzureBlobStorage({ accountUrl: 'http://127.0.0.1:9/devstoreaccount1', namespace: 'tcapabilities' });
    expect(store.capabilities).toEqual({ watch: 'poll', releaseFiles: { servedBy: 'public-urls' }, credentials: 'checked-by-store' });
  });

  it('serves a release’s files at public URLs, immutable, with their content types, to the shop’s origins (CORS)', async () => {
    const { platform, record } = await published();
    const manifest = platform.manifestUrl('mf-account-overview', record.release);
    const response = await fetch(manifest, { headers: { Origin: 'http://localhost:8080' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const chunk = await fetch(new URL('assets/root.0123456789.js', manifest), { headers: { Origin: 'http://127.0.0.1:9180' } });
    expect(chunk.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9180');
    expect((await fetch(manifest, { headers: { Origin: 'https://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a reader without a credential (a shell server) read the live documents and copy a release, never write', async () => {
    const { namespace, platform, record } = await published();
    await platform.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{"n":1}', null);
    const anonymous = azureStorage(namespace, () => undefined);
    expect(await anonymous.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)).toEqual({ text: '{"n":1}', etag: expect.any(String) });
    const copy = await anonymous.releaseFolder('mf-account-overview', record.release);
    expect(fs.readFileSync(path.join(copy, 'assets', 'root.0123456789.js'), 'utf8')).toBe('render("Mein Konto");');
    await expect(anonymous.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{"n":2}', null)).rejects.toThrow(StorageAccessDeniedError);
  });

  it('refuses a squad’s credential everywhere but its own fragment: the store answers 403, nothing is written', async () => {
    const { namespace, provisioned, platform } = await published();
    const accountSquad = azureStorage(namespace, (scope) =>
      scope === PLATFORM_SCOPE ? undefined : decodeCredential(provisioned.deployCredentials['mf-account-overview'], 'the squad’s credential'),
    );
    expect(await accountSquad.writeDocument('mf-account-overview', DOCUMENTS.liveEntry, '{}', null)).toBe(true);
    await expect(accountSquad.writeDocument('mf-own-brand', DOCUMENTS.liveEntry, '{}', null)).rejects.toThrow(
      "this credential may not access mf-own-brand's releases and live entry",
    );
    await expect(accountSquad.writeDocument(PLATFORM_SCOPE, DOCUMENTS.config, '{}', null)).rejects.toThrow(
      'That needs the platform credential (STOREFRONT_PLATFORM_CREDENTIAL)',
    );
    const ownBrand = fakeBuild(builds, 'mf-own-brand');
    const { folder: _folder, ...build } = readBuild('mf-own-brand', ownBrand);
    await expect(accountSquad.publishRelease({ ...build, publishedAt: '2030-01-01T00:00:00.000Z' }, ownBrand)).rejects.toThrow(StorageAccessDeniedError);
    expect(await platform.readDocument('mf-own-brand', DOCUMENTS.liveEntry)).toBeUndefined();
    expect(await platform.listReleases('mf-own-brand')).toEqual([]);
  });

  it('names a store that does not answer', async () => {
    const down = new AzureBlobStorage({
      accountUrl: 'http://127.0.0.1:9/devstoreaccount1',
      namespace: 'tunreachable',
      retry: { maxTries: 1, tryTimeoutMs: 1_000 },
    });
    await expect(down.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)).rejects.toThrow(
      'The storage at http://127.0.0.1:9/devstoreaccount1/tunreachable-* did not answer',
    );
  });
});
