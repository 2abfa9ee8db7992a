import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { FIRST_VIEW_MODULE_FILE, type StorefrontConfig } from '@storefront/contracts';
import { LocalFolderStorage, RELEASE_FILE } from '@storefront/deploy';
import { MAX_RELEASE_WORKERS, ReleaseRenderers } from '../src/first-view/release-renderers';

const CONFIG = { site: { siteId: 1 }, apiBasePaths: { content: 'https://api.example/content' } } as unknown as StorefrontConfig;
const PAGE = { pathname: '/', search: '?preview=true', device: 'mobile' as const, cookie: 'cid=4711' };

let root: string;
let renderers: ReleaseRenderers;

/** A published release of mf-homepage-blocks whose server module is `code` (CommonJS), with a stylesheet. */
function release(name: string, code?: string): string {
  const folder = path.join(root, 'mf-homepage-blocks', name);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  if (code !== undefined) fs.writeFileSync(path.join(folder, FIRST_VIEW_MODULE_FILE), code);
  fs.writeFileSync(path.join(folder, 'root.1a2b.css'), '.hp{display:block}');
  fs.writeFileSync(path.join(folder, RELEASE_FILE), '{}');
  return name;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'renderers-'));
  // The product's hang time-out: a worker starting on a busy machine is not taken for a hung one.
  renderers = new ReleaseRenderers({ storage: new LocalFolderStorage({ root }), config: async () => CONFIG });
});

afterEach(async () => {
  await renderers.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('first views rendered by the shell’s server, each release in a worker of its own', () => {
  it('renders with the release’s module, the deployment’s config and the shopper’s cookies, with its stylesheets', async () => {
    const name = release('1.0.0-0000000001', "exports.renderFirstView = async (request) => ({ html: '<p>Hallo</p>', state: request });");
    expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toEqual({
      kind: 'view',
      view: {
        html: '<p>Hallo</p>',
        state: {
          pathname: '/',
          search: '?preview=true',
          device: 'mobile',
          config: CONFIG,
          cookies: { cid: '4711' },
          contentApi: 'https://api.example/content',
        },
        stylesheets: [{ file: 'root.1a2b.css', css: '.hp{display:block}' }],
      },
    });
  });

  it('keeps the worker of a release in use when more releases than it keeps are rendered once each (previews of old ones)', async () => {
    // Each worker counts its own renders: a worker started again counts from 1.
    const counting = 'let renders = 0; exports.renderFirstView = async () => ({ html: String(++renders), state: {} });';
    const live = release('1.0.0-1000000000', counting);
    const htmlOf = async (name: string) => {
      const answer = await renderers.render('mf-homepage-blocks', name, PAGE);
      return answer.kind === 'view' ? answer.view.html : answer.kind;
    };
    expect(await htmlOf(live)).toBe('1');
    for (let index = 1; index <= MAX_RELEASE_WORKERS; index += 1) {
      expect(await htmlOf(release(`1.0.0-${String(index).padStart(10, '0')}`, counting))).toBe('1');
      expect(await htmlOf(live)).toBe(String(index + 1));
    }
  });

  it('answers none for a release without a server module and for a page it renders nothing for', async () => {
    expect(await renderers.render('mf-homepage-blocks', release('1.0.0-0000000002'), PAGE)).toEqual({ kind: 'none' });
    const name = release('1.0.0-0000000003', 'exports.renderFirstView = async () => undefined;');
    expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toEqual({ kind: 'none' });
  });

  it('reports a module that throws as failed, and renders on', async () => {
    const name = release(
      '1.0.0-0000000004',
      "let calls = 0; exports.renderFirstView = async () => { calls += 1; if (calls === 1) throw new TypeError('kaputt'); return { html: 'ok', state: {} }; };",
    );
    expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toEqual({
      kind: 'failed',
      reason: 'mf-homepage-blocks/1.0.0-0000000004: TypeError: kaputt',
    });
    expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toMatchObject({ kind: 'view', view: { html: 'ok' } });
  });

  it('stops a worker whose module hangs (the shell’s server goes on), and starts it again for the next render', async () => {
    const marker = path.join(root, 'hung-once');
    const name = release(
      '1.0.0-0000000005',
      `const fs = require('node:fs'); exports.renderFirstView = async () => { if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); for (;;) {} } return { html: 'wieder da', state: {} }; };`,
    );
    // A short hang time-out of its own: the module hangs whatever the machine's speed, so only the message (which
    // names this time-out) tells that the time-out ended the wait.
    const hanging = new ReleaseRenderers({ storage: new LocalFolderStorage({ root }), config: async () => CONFIG, hangMs: 1_000 });
    try {
      expect(await hanging.render('mf-homepage-blocks', name, PAGE)).toEqual({
        kind: 'failed',
        reason: 'mf-homepage-blocks/1.0.0-0000000005: no answer within 1000 ms; its worker is stopped',
      });
      expect(await hanging.render('mf-homepage-blocks', name, PAGE)).toMatchObject({ kind: 'view', view: { html: 'wieder da' } });
    } finally {
      await hanging.stop();
    }
  });

  it('starts a crashed worker again once for renders that come together, and stops that one with the rest', async () => {
    const name = release(
      '1.0.0-0000000007',
      "const { threadId } = require('node:worker_threads'); exports.renderFirstView = async (request) => { if (request.search === '?crash') process.exit(1); return { html: String(threadId), state: {} }; };",
    );
    // The module object the renderers' `new Worker` reads from (a namespace import would be a copy of it).
    const workerThreads = jest.requireActual<typeof import('node:worker_threads')>('node:worker_threads');
    const { Worker: RealWorker } = workerThreads;
    const started: Worker[] = [];
    const spy = jest.spyOn(workerThreads, 'Worker').mockImplementation((file, options) => {
      const worker = new RealWorker(file, options);
      started.push(worker);
      return worker;
    });
    try {
      expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toMatchObject({ kind: 'view' });
      expect(await renderers.render('mf-homepage-blocks', name, { ...PAGE, search: '?crash' })).toMatchObject({ kind: 'failed' });
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => renderers.render('mf-homepage-blocks', name, PAGE)));
      expect(started.length).toBe(2);
      expect(new Set(answers.map((answer) => (answer.kind === 'view' ? answer.view.html : answer.kind)))).toEqual(new Set([String(started[1]?.threadId)]));
      await renderers.stop();
      // A worker's threadId is -1 once it no longer runs.
      expect(started.map((worker) => worker.threadId)).toEqual([-1, -1]);
    } finally {
      spy.mockRestore();
      await Promise.all(started.map((worker) => worker.terminate()));
    }
  });

  it('gives the module no environment of the shell’s server (its credentials)', async () => {
    process.env.STOREFRONT_PLATFORM_CREDENTIAL = 'secret';
    try {
      const name = release('1.0.0-0000000006', 'exports.renderFirstView = async () => ({ html: String(Object.keys(process.env).length), state: {} });');
      expect(await renderers.render('mf-homepage-blocks', name, PAGE)).toMatchObject({ kind: 'view', view: { html: '0' } });
    } finally {
      delete process.env.STOREFRONT_PLATFORM_CREDENTIAL;
    }
  });

  it('answers none for a release the storage does not have', async () => {
    expect(await renderers.render('mf-homepage-blocks', '9.9.9-0123456789', PAGE)).toEqual({ kind: 'none' });
  });
});
