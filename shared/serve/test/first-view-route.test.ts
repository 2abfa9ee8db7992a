import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_VIEW_MODULE_FILE, type StorefrontConfig } from '@storefront/contracts';
import { registerFirstViewRoute } from '../src/first-view/first-view-route';

let releases: string;
let app: FastifyInstance;

/** A release folder (two stylesheets) whose server module answers with what it was asked (or nothing for other paths). */
function writeRelease(name: string): void {
  const file = path.join(releases, name, FIRST_VIEW_MODULE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `exports.renderFirstView = async (request) => request.pathname === '/' ? { html: '<p>${name}</p>', state: request } : undefined;`);
  fs.writeFileSync(path.join(releases, name, 'root.1a2b.css'), '.b{color:red}');
  fs.writeFileSync(path.join(releases, name, 'main.9f8e.css'), '.a{margin:0}');
  fs.writeFileSync(path.join(releases, name, 'main.9f8e.js'), 'void 0;');
}

// The endpoint passes the config on as it is; only its presence matters here.
const CONFIG = { site: { siteId: 1, language: 'de' }, apiBasePaths: { content: 'https://api.example/content' } } as unknown as StorefrontConfig;

beforeEach(async () => {
  releases = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
  writeRelease('1.0.0-a');
  fs.mkdirSync(path.join(releases, '0.9.0-old'));
  app = Fastify();
  registerFirstViewRoute(app, { releasesFolder: releases, prefix: '/releases/', config: async () => CONFIG });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  fs.rmSync(releases, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe("the first-view endpoint of a fragment's server", () => {
  it("renders the first view with the release's server module, the deployment's config and the shopper's cookies, with the release's stylesheets", async () => {
    const response = await get('/releases/1.0.0-a/first-view?path=/&device=mobile', { cookie: 'zt_id=shop-user-7; cid=4711; sf_consent_functional=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      html: '<p>1.0.0-a</p>',
      state: {
        pathname: '/',
        search: '',
        device: 'mobile',
        config: CONFIG,
        cookies: { zt_id: 'shop-user-7', cid: '4711', sf_consent_functional: '1' },
        // For releases built before the config was passed.
        contentApi: 'https://api.example/content',
      },
      stylesheets: [
        { file: 'main.9f8e.css', css: '.a{margin:0}' },
        { file: 'root.1a2b.css', css: '.b{color:red}' },
      ],
    });
  });

  it('renders for a shopper without cookies', async () => {
    expect((await get('/releases/1.0.0-a/first-view?path=/&device=mobile')).json()).toMatchObject({ state: { cookies: {} } });
  });

  it("passes the page's query string on", async () => {
    const response = await get(`/releases/1.0.0-a/first-view?path=/&search=${encodeURIComponent('?preview=true')}&device=mobile`);
    expect(response.json()).toMatchObject({ state: { search: '?preview=true' } });
  });

  it('answers 204 for a path the release renders nothing for', async () => {
    expect((await get('/releases/1.0.0-a/first-view?path=/account&device=mobile')).statusCode).toBe(204);
  });

  it('answers 404 for a release without a server module', async () => {
    expect((await get('/releases/0.9.0-old/first-view?path=/&device=mobile')).statusCode).toBe(404);
    expect((await get('/releases/2.0.0-missing/first-view?path=/&device=mobile')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown device', '/releases/1.0.0-a/first-view?path=/&device=fridge'],
    ['no path', '/releases/1.0.0-a/first-view?device=mobile'],
    ['a path that is not one', '/releases/1.0.0-a/first-view?path=https://evil.example&device=mobile'],
    ['a release name leaving the folder', '/releases/..%2F..%2Fetc/first-view?path=/&device=mobile'],
  ])('answers 400 for %s', async (_name, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });
});
