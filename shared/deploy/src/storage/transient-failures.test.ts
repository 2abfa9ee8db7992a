import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LONG_TEST_TIMEOUT_MS } from '@storefront/build/test-timeouts';
import { readBuild, type ReleaseRecord } from '../release/release';
import { fakeBuild, temporaryFolder } from '../../test/fake-build';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy';
import { azuriteUrl, everyCredential, provisionTestNamespace } from '../../test/storages';
import { AzureBlobStorage } from './azure-blob-storage';
import { decodeCredential } from './credentials';
import type { ProvisionedStorage } from './provision-azure';
import { DOCUMENTS, PLATFORM_SCOPE } from './deployment-storage';
import { StorageAccessDeniedError, StorageUnavailableError } from './storage-errors';
import { COMMAND_RETRY_BOUNDS, TRANSIENT_RETRY_POLICY_NAME, type RetryBounds, type RetryNotice } from './transient-retry-policy';

// The object store's transient failures, injected by a proxy between Microsoft's SDK and Azurite: resets, a busy
// store's answers, a stalled connection, and a write whose answer is lost. Reads and conditional writes are tried
// again within the bounds; refusals are not.

const LIVE_ENTRY = /\/live\.json$/;
const LISTING = /^\/devstoreaccount1\/[^/]+$/;

let proxy: FaultProxy;
let provisioned: ProvisionedStorage;
let namespace: string;
let builds: string;
let notices: RetryNotice[];

beforeAll(async () => {
  proxy = await startFaultProxy(azuriteUrl());
  ({ namespace, provisioned } = await provisionTestNamespace());
});

afterAll(() => proxy.close());

beforeEach(() => {
  proxy.clear();
  notices = [];
  builds = temporaryFolder('builds');
});

afterEach(() => fs.rmSync(builds, { recursive: true, force: true }));

/** The store through the proxy, with every scope's credential and short waits (the bounds' shape, not their length, is under test). */
function storeThroughProxy(retry: Partial<RetryBounds> = {}, accountUrl = proxy.accountUrl): AzureBlobStorage {
  return new AzureBlobStorage({
    accountUrl,
    namespace,
    credentials: { sas: everyCredential(provisioned) },
    cacheFolder: temporaryFolder('release-cache'),
    retry: { firstDelayMs: 20, maxDelayMs: 100, ...retry },
    onRetry: (notice) => notices.push(notice),
  });
}

function record(folder: string): ReleaseRecord {
  const { folder: _folder, ...build } = readBuild('mf-account-overview', folder);
  return { ...build, publishedAt: new Date().toISOString() };
}

const requestsTo = (pattern: RegExp) => proxy.seen.filter((request) => pattern.test(request.path));

describe('transient failures are tried again', () => {
  it('uses its own retry policy in the SDK’s pipeline for the container and every blob client', () => {
    const store = storeThroughProxy();
    expect(store.container('mf-account-overview').policyNames()).toContain(TRANSIENT_RETRY_POLICY_NAME);
    expect(store.container('mf-account-overview').policyNames()).not.toContain('storageRetryPolicy');
  });

  it('lists releases through two reset connections, and says it retried', async () => {
    const store = storeThroughProxy();
    const folder = fakeBuild(builds, 'mf-account-overview', { content: 'reset' });
    await store.publishRelease(record(folder), folder);
    proxy.inject({ fault: { kind: 'reset' }, times: 2, method: 'GET', path: LISTING });
    const releases = await store.listReleases('mf-account-overview');
    expect(releases.map((release) => release.release)).toContain(record(folder).release);
    expect(notices.map((notice) => [notice.reason, notice.nextTry, notice.maxTries])).toEqual([
      ['ECONNRESET', 2, 3],
      ['ECONNRESET', 3, 3],
    ]);
    expect(notices[0]?.request).toMatch(new RegExp(`^GET /devstoreaccount1/${namespace}-mf-account-overview$`));
  });

  it.each([408, 500, 502, 503, 504])('reads a document through an answer %i', async (status) => {
    const store = storeThroughProxy();
    proxy.inject({ fault: { kind: 'status', status }, times: 1, method: 'GET', path: /\/config\.json$/ });
    expect(await store.readDocument(PLATFORM_SCOPE, DOCUMENTS.config)).toBeUndefined();
    expect(notices.map((notice) => notice.reason)).toEqual([`HTTP ${status}`]);
    expect(requestsTo(/\/config\.json$/).map((request) => request.outcome)).toEqual(['status', 'forwarded']);
  });

  it('waits as long as a 429 or 503 asks (Retry-After), and without one backs off with jitter', async () => {
    const store = storeThroughProxy({ budgetMs: 10_000 });
    proxy.inject({ fault: { kind: 'status', status: 429, retryAfter: '1' }, times: 1, method: 'GET', path: /\/shell\.json$/ });
    proxy.inject({ fault: { kind: 'status', status: 429 }, times: 1, method: 'GET', path: /\/shell\.json$/ });
    await store.readDocument(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration);
    expect(notices.map((notice) => [notice.reason, notice.delayMs])).toEqual([
      ['HTTP 429', 1000],
      ['HTTP 429', expect.any(Number)],
    ]);
    // The second wait: the backoff before try 3 (at most 40 ms with these bounds), its upper half random.
    expect(notices[1]?.delayMs).toBeGreaterThanOrEqual(20);
    expect(notices[1]?.delayMs).toBeLessThanOrEqual(40);
  });

  it('gives up on a try that does not answer within its time-out, and tries again', async () => {
    const store = storeThroughProxy({ tryTimeoutMs: 300 });
    proxy.inject({ fault: { kind: 'stall' }, times: 1, method: 'GET', path: LIVE_ENTRY });
    expect(await store.readDocument('mf-own-brand', DOCUMENTS.liveEntry)).toBeUndefined();
    expect(notices.map((notice) => notice.reason)).toEqual(['no answer within 0.3 s']);
  });

  it('gives up on an answer whose body stops coming, and tries again: the try’s time-out ends with the headers', async () => {
    const store = storeThroughProxy({ tryTimeoutMs: 300 });
    const folder = fakeBuild(builds, 'mf-account-overview', { content: 'stalled once' });
    await store.publishRelease(record(folder), folder);
    proxy.inject({ fault: { kind: 'stall-body' }, times: 1, method: 'GET', path: /\/release\.json$/ });
    expect((await store.readRelease('mf-account-overview', record(folder).release))?.release).toBe(record(folder).release);
    expect(notices.map((notice) => [notice.request, notice.reason])).toEqual([
      [
        expect.stringMatching(new RegExp(`^GET /devstoreaccount1/${namespace}-mf-account-overview/releases/.*/release\\.json$`)),
        'answer stalled, no byte for 0.3 s',
      ],
    ]);
  });

  it('does not wait for ever on answers that stall every time: a read and a release’s copy fail after three tries', async () => {
    const store = storeThroughProxy({ tryTimeoutMs: 300 });
    const folder = fakeBuild(builds, 'mf-account-overview', { content: 'stalled always' });
    const { release } = record(folder);
    await store.publishRelease(record(folder), folder);
    proxy.inject({ fault: { kind: 'stall-body' }, times: Infinity, method: 'GET', path: /\/remoteEntry\.js$/ });
    await expect(store.releaseFolder('mf-account-overview', release)).rejects.toThrow(
      new StorageUnavailableError(
        `The storage at ${proxy.accountUrl}/${namespace}-* stopped answering (no byte for 0.3 s) while trying to read releases/${release}/remoteEntry.js`,
      ),
    );
    expect(requestsTo(/\/remoteEntry\.js$/).filter((request) => request.method === 'GET')).toHaveLength(COMMAND_RETRY_BOUNDS.maxTries);
    proxy.inject({ fault: { kind: 'stall-body' }, times: Infinity, method: 'GET', path: /\/release\.json$/ });
    await expect(store.readRelease('mf-account-overview', release)).rejects.toThrow('stopped answering (no byte for 0.3 s)');
  });

  it('stops after three tries and names the store’s answer', async () => {
    const store = storeThroughProxy();
    proxy.inject({ fault: { kind: 'status', status: 503 }, times: Infinity, method: 'GET', path: LIVE_ENTRY });
    await expect(store.readDocument('mf-own-brand', DOCUMENTS.liveEntry)).rejects.toThrow(
      new StorageUnavailableError(`The storage at ${proxy.accountUrl}/${namespace}-* was not available (HTTP 503 ServerBusy) while trying to read live.json`),
    );
    expect(requestsTo(LIVE_ENTRY)).toHaveLength(COMMAND_RETRY_BOUNDS.maxTries);
    expect(notices).toHaveLength(COMMAND_RETRY_BOUNDS.maxTries - 1);
  });

  it('does not wait longer than its budget: a Retry-After beyond it ends the tries', async () => {
    const store = storeThroughProxy();
    proxy.inject({ fault: { kind: 'status', status: 503, retryAfter: '30' }, times: Infinity, method: 'GET', path: LIVE_ENTRY });
    await expect(store.readDocument('mf-own-brand', DOCUMENTS.liveEntry)).rejects.toThrow('was not available (HTTP 503 ServerBusy)');
    expect(requestsTo(LIVE_ENTRY)).toHaveLength(1);
    expect(notices).toEqual([]);
  });
});

describe('writes whose answer was lost', () => {
  it('publishes a release whose release.json was created by the lost try: published, not "exists"', async () => {
    const store = storeThroughProxy();
    const folder = fakeBuild(builds, 'mf-account-overview', { content: 'lost create' });
    const release = record(folder);
    proxy.inject({ fault: { kind: 'lose-answer' }, times: 1, method: 'PUT', path: /\/release\.json$/ });
    expect(await store.publishRelease(release, folder)).toBe('published');
    expect(notices.map((notice) => notice.reason)).toEqual(['ECONNRESET']);
    expect(requestsTo(/\/release\.json$/).map((request) => request.outcome)).toEqual(['lose-answer', 'forwarded', 'forwarded']);
    expect(await store.readRelease('mf-account-overview', release.release)).toEqual(release);
  });

  it('keeps a release file the lost try created: its content is the build’s', async () => {
    const store = storeThroughProxy();
    const folder = fakeBuild(builds, 'mf-account-overview', { content: 'lost file' });
    proxy.inject({ fault: { kind: 'lose-answer' }, times: 1, method: 'PUT', path: /\/remoteEntry\.js$/ });
    expect(await store.publishRelease(record(folder), folder)).toBe('published');
    expect(notices.map((notice) => notice.reason)).toEqual(['ECONNRESET']);
  });

  it('reads a compare-and-swap that went through but came back 412 on its retry as done', async () => {
    const store = storeThroughProxy();
    const scope = 'mf-account-overview';
    expect(await store.writeDocument(scope, DOCUMENTS.liveEntry, '{"live":"a"}', null)).toBe(true);
    const read = await store.readDocument(scope, DOCUMENTS.liveEntry);
    if (read === undefined || read === 'unchanged') throw new Error('no live entry');
    proxy.inject({ fault: { kind: 'lose-answer' }, times: 1, method: 'PUT', path: LIVE_ENTRY });
    expect(await store.writeDocument(scope, DOCUMENTS.liveEntry, '{"live":"b"}', read.etag)).toBe(true);
    expect(notices.map((notice) => notice.reason)).toEqual(['ECONNRESET']);
    expect(await store.readDocument(scope, DOCUMENTS.liveEntry)).toMatchObject({ text: '{"live":"b"}' });
  });

  it('still reports another writer’s change as a conflict', async () => {
    const store = storeThroughProxy();
    const scope = 'mf-account-overview';
    const read = await store.readDocument(scope, DOCUMENTS.liveEntry);
    if (read === undefined || read === 'unchanged') throw new Error('no live entry');
    expect(await store.writeDocument(scope, DOCUMENTS.liveEntry, '{"live":"other writer"}', read.etag)).toBe(true);
    expect(await store.writeDocument(scope, DOCUMENTS.liveEntry, '{"live":"mine"}', read.etag)).toBe(false);
    expect(await store.readDocument(scope, DOCUMENTS.liveEntry)).toMatchObject({ text: '{"live":"other writer"}' });
  });
});

describe('permanent failures are not tried again', () => {
  it('a refusal (403) is one request and says whose credential it needs', async () => {
    const squadOnly = new AzureBlobStorage({
      accountUrl: proxy.accountUrl,
      namespace,
      credentials: { sas: () => decodeCredential(provisioned.deployCredentials['mf-account-overview'], 'the squad credential') },
      onRetry: (notice) => notices.push(notice),
    });
    await expect(squadOnly.writeDocument('mf-own-brand', DOCUMENTS.liveEntry, '{}', null)).rejects.toThrow(StorageAccessDeniedError);
    expect(requestsTo(LIVE_ENTRY)).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('a missing blob (404) is one request and no document', async () => {
    const store = storeThroughProxy();
    expect(await store.readDocument('mf-tracking', DOCUMENTS.liveEntry)).toBeUndefined();
    expect(requestsTo(LIVE_ENTRY)).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('an unconditional write is not repeated: only reads and conditional writes are safe to repeat', async () => {
    const service = new AzureBlobStorage({
      accountUrl: proxy.accountUrl,
      namespace,
      credentials: { sas: everyCredential(provisioned) },
      onRetry: (notice) => notices.push(notice),
    });
    proxy.inject({ fault: { kind: 'status', status: 503 }, times: 1, method: 'PUT', path: /\/unconditional\.txt$/ });
    const blob = service.container('mf-account-overview').getBlockBlobClient('unconditional.txt');
    await expect(blob.upload('x', 1)).rejects.toMatchObject({ statusCode: 503 });
    expect(notices).toEqual([]);
  });
});

describe('the deploy command on a store that resets connections', () => {
  // A namespace of its own: the tests above leave live entries that are no deployment's.
  beforeAll(async () => {
    ({ namespace, provisioned } = await provisionTestNamespace());
  });

  it(
    'deploys, says that it retried, and exits 0',
    async () => {
      const folder = fakeBuild(builds, 'mf-account-overview', { content: 'command' });
      proxy.inject({ fault: { kind: 'reset' }, times: 1, method: 'GET', path: LIVE_ENTRY });
      proxy.inject({ fault: { kind: 'status', status: 503 }, times: 1, method: 'PUT', path: /\/release\.json$/ });
      const environment = {
        ...process.env,
        STOREFRONT_STORAGE: `azblob+${proxy.accountUrl}/${namespace}`,
        STOREFRONT_DEPLOY_CREDENTIAL: provisioned.deployCredentials['mf-account-overview'],
        STOREFRONT_PLATFORM_CREDENTIAL: provisioned.platformCredential,
      };
      // Not spawnSync: the proxy answers from this process's event loop.
      const result = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'cli.ts'), 'deploy', 'mf-account-overview', '--dist', folder], {
          env: environment,
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
      expect(result.err).toMatch(
        /The storage did not answer GET \/devstoreaccount1\/\S+\/live\.json \(ECONNRESET\): trying again in \d\.\d s \(try 2 of 3\)\./,
      );
      expect(result.err).toMatch(
        /The storage did not answer PUT \/devstoreaccount1\/\S+\/release\.json \(HTTP 503\): trying again in \d\.\d s \(try 2 of 3\)\./,
      );
      expect(result.out).toContain(`mf-account-overview: published release ${record(folder).release}`);
      expect(result.code).toBe(0);
    },
    LONG_TEST_TIMEOUT_MS,
  );
});
