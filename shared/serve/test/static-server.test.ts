import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../src/cache-policy';
import { requestedFile } from '../src/compressed-files';
import { acceptedEncoding, createStaticServer } from '../src/static-server';
import { describedRegistry } from '@storefront/contracts';
import { withOriginsInUse, originOf, originReplacements, portOf } from '../src/topology';

const SHELL = 'http://localhost:8080';
let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
  fs.writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;');
  fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify({ manifest: 'http://localhost:8082/mf-manifest.json' }));
  server = await createStaticServer({
    root,
    allowedOrigins: [SHELL],
    spaFallback: true,
    jsonDocuments: { '/generated.json': () => ({ made: 'now' }) },
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('cache policy', () => {
  it.each([
    ['main.0123456789.js', IMMUTABLE],
    ['swiper-carousel.42db95878b.js', IMMUTABLE],
    ['remoteEntry.js', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['registry.json', REVALIDATE],
    ['index.html', REVALIDATE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });
});

describe('static server', () => {
  it('serves content-hashed files as immutable, brotli-compressed, with CORS for the shell only', async () => {
    const response = await server.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'br', origin: SHELL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
  });

  it('refuses CORS to foreign origins', async () => {
    const response = await server.inject({ url: '/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves remote entries and deployment documents without caching', async () => {
    const entry = await server.inject({ url: '/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    const registry = await server.inject({ url: '/registry.json' });
    expect(registry.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves generated JSON documents without caching', async () => {
    const document = await server.inject({ url: '/generated.json' });
    expect(document.headers['cache-control']).toBe(REVALIDATE);
    expect(document.headers['content-type']).toContain('application/json');
    expect(document.json()).toEqual({ made: 'now' });
  });

  it('answers client-side routes with the HTML document and unknown files with 404', async () => {
    const page = await server.inject({ url: '/account', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Shop</title>');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    const missing = await server.inject({ url: '/missing.0123456789.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a rendered document compressed already', () => {
  const html = `<!doctype html><title>Shop</title><p>${'Katzenfutter '.repeat(200)}</p>`;
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await createStaticServer({
      root,
      allowedOrigins: [SHELL],
      spaFallback: true,
      renderDocument: async () => ({ html, headers: { Vary: 'Cookie' }, encoded: { br: brotliCompressSync(html), gzip: gzipSync(html) } }),
    });
  });
  afterAll(() => shell.close());

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('is sent as it is in the encoding the request accepts (%s: %s), varying by it', async (accept, encoding) => {
    const response = await shell.inject({ url: '/eigenmarken', headers: { 'accept-encoding': accept } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Origin, Cookie, Accept-Encoding');
    const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(body.toString()).toBe(html);
  });

  it('varies by Origin beside its own Vary when it answers an origin it allows', async () => {
    const response = await shell.inject({ url: '/eigenmarken', headers: { 'accept-encoding': 'identity', origin: SHELL } });
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    expect(response.headers.vary).toBe('Origin, Cookie');
  });

  it('is sent as HTML to a request that accepts no encoding it has', async () => {
    const response = await shell.inject({ url: '/eigenmarken', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(html);
  });

  it('prefers brotli, then gzip, and only an encoding it has', () => {
    expect(acceptedEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('GZIP;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding(undefined, ['gzip'])).toBeUndefined();
  });
});

describe('release server', () => {
  it('serves a folder under a prefix with its own cache policy, nothing outside it', async () => {
    const releases = await createStaticServer({ root, prefix: '/releases/', allowedOrigins: [SHELL], cachePolicy: () => IMMUTABLE });
    try {
      const entry = await releases.inject({ url: '/releases/remoteEntry.js', headers: { origin: SHELL } });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
      expect(entry.headers['access-control-allow-origin']).toBe(SHELL);
      expect((await releases.inject({ url: '/remoteEntry.js' })).statusCode).toBe(404);
      expect((await releases.inject({ url: '/releases/../index.html' })).statusCode).toBe(404);
    } finally {
      await releases.close();
    }
  });
});

describe('files that never change', () => {
  it('go compressed once, varied by origin and encoding, and again once written anew', async () => {
    const releases = await createStaticServer({ root, prefix: '/releases/', allowedOrigins: [SHELL], cachePolicy: () => IMMUTABLE });
    const file = path.join(root, 'chunk.js');
    try {
      const writtenAt = 1_800_000_000;
      fs.writeFileSync(file, `var first = ${JSON.stringify('a'.repeat(2000))};`);
      fs.utimesSync(file, writtenAt, writtenAt);
      const ask = (encoding: string) => releases.inject({ url: '/releases/chunk.js?v=1', headers: { 'accept-encoding': encoding, origin: SHELL } });
      const first = await ask('gzip, br');
      expect([first.statusCode, first.headers['content-encoding'], first.headers['content-type']]).toEqual([
        200,
        'br',
        'application/javascript; charset=utf-8',
      ]);
      expect([first.headers['cache-control'], first.headers['access-control-allow-origin'], first.headers.vary]).toEqual([
        IMMUTABLE,
        SHELL,
        'Origin, Accept-Encoding',
      ]);
      expect(brotliDecompressSync(first.rawPayload).toString()).toContain('var first');
      expect((await ask('br')).rawPayload).toEqual(first.rawPayload);
      expect(gunzipSync((await ask('gzip')).rawPayload).toString()).toContain('var first');
      const plain = await ask('identity');
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, fs.readFileSync(file, 'utf8')]);

      // Kept: the same name, time and size are taken for the same file, not read again.
      fs.writeFileSync(file, `var other = ${JSON.stringify('c'.repeat(2000))};`);
      fs.utimesSync(file, writtenAt, writtenAt);
      expect(brotliDecompressSync((await ask('br')).rawPayload).toString()).toContain('var first');

      fs.writeFileSync(file, `var second = ${JSON.stringify('b'.repeat(3000))};`);
      expect(brotliDecompressSync((await ask('br')).rawPayload).toString()).toContain('var second');
    } finally {
      fs.rmSync(file, { force: true });
      await releases.close();
    }
  });

  it('are only the files under the folder, not hidden ones', () => {
    expect(requestedFile('/srv/releases', '/releases/', '/releases/a/b.js?x=1')).toBe(path.resolve('/srv/releases/a/b.js'));
    expect(requestedFile('/srv/releases', '/releases/', '/releases/a/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(requestedFile('/srv/releases', '/releases/', '/releases/../x.js')).toBeUndefined();
    expect(requestedFile('/srv/releases', '/releases/', '/releases/.env')).toBeUndefined();
    expect(requestedFile('/srv/releases', '/releases/', '/other/b.js')).toBeUndefined();
    expect(requestedFile('/srv/releases', '/releases/', '/releases/%E0%A4%A')).toBeUndefined();
  });
});

describe('topology', () => {
  it('takes ports from <NAME>_PORT variables and rewrites default origins to them', () => {
    const env = { MF_RECOMMENDATIONS_PORT: '9082', SHELL_PORT: 'not-a-port' };
    expect(portOf('mf-recommendations', env)).toBe(9082);
    expect(portOf('shell', env)).toBe(8080);
    expect(originReplacements(env)['http://localhost:8082']).toBe('http://localhost:9082');
    expect(originReplacements(env)['http://localhost:8090']).toBe('http://localhost:8090');
    expect(withOriginsInUse('{"bff":"http://localhost:8082/api"}', env)).toBe('{"bff":"http://localhost:9082/api"}');
  });

  it('shifts every default port by STOREFRONT_PORT_OFFSET; a port of its own still wins', () => {
    const env = { STOREFRONT_PORT_OFFSET: '100', MF_TRACKING_PORT: '9999' };
    expect(portOf('shell', env)).toBe(8180);
    expect(portOf('sample-api', env)).toBe(8190);
    expect(portOf('mf-tracking', env)).toBe(9999);
    expect(originReplacements(env)['http://localhost:8081']).toBe('http://localhost:8181');
  });
});

describe('registry of the running topology', () => {
  it('lists the included fragments of the federation description at the origins in use', () => {
    const env = { MF_OWN_BRAND_PORT: '9084' };
    const registry = describedRegistry({
      originOf: (name) => originOf(name, env),
      versionOf: () => '1.2.3',
      include: (name) => name !== 'mf-recommendations',
    });
    expect(Object.keys(registry.fragments).sort()).toEqual(['mf_account_overview', 'mf_homepage_blocks', 'mf_own_brand', 'mf_tracking']);
    expect(registry.fragments.mf_own_brand).toEqual({ manifest: 'http://localhost:9084/mf-manifest.json', version: '1.2.3' });
    expect(registry.loadTimeoutMs).toBe(5000);
  });
});

describe('a server that renders its document per request (the shell)', () => {
  let documentServer: FastifyInstance;

  beforeAll(async () => {
    documentServer = await createStaticServer({
      root,
      allowedOrigins: [SHELL],
      spaFallback: true,
      headers: { 'X-Content-Type-Options': 'nosniff' },
      renderDocument: async (request) => ({
        html: `<!doctype html><title>${request.url}</title>`,
        headers: { 'Content-Security-Policy': "default-src 'self'" },
      }),
    });
  });

  afterAll(() => documentServer.close());

  it.each(['/', '/account', '/eigenmarken?utm_source=x'])('answers %s with the rendered document and its headers', async (url) => {
    const response = await documentServer.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`<!doctype html><title>${url}</title>`);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each(['/', '/account', '/eigenmarken'])('answers HEAD %s with the headers GET has and no body', async (url) => {
    const head = await documentServer.inject({ method: 'HEAD', url });
    const get = await documentServer.inject({ url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
  });

  it('never serves the document as built, which has no policy', async () => {
    expect((await documentServer.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('sends the common headers with every file', async () => {
    expect((await documentServer.inject({ url: '/main.0123456789.js' })).headers['x-content-type-options']).toBe('nosniff');
    expect((await documentServer.inject({ url: '/' })).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the shopper’s address behind a load balancer', () => {
  const SHOPPER = '198.51.100.7';

  async function addressSeenBy(trustedProxies: string | undefined, peer: string): Promise<string> {
    const app = await createStaticServer({ root, allowedOrigins: [], ...(trustedProxies ? { trustedProxies } : {}) });
    app.get('/address', async (request) => request.ip);
    try {
      return (await app.inject({ url: '/address', remoteAddress: peer, headers: { 'x-forwarded-for': SHOPPER } })).body;
    } finally {
      await app.close();
    }
  }

  it('is the one X-Forwarded-For names when a trusted proxy sends the request', async () => {
    expect(await addressSeenBy('loopback, uniquelocal', '10.0.4.2')).toBe(SHOPPER);
  });

  it('is the peer when the peer is no trusted proxy: anyone could name any address', async () => {
    expect(await addressSeenBy('loopback, uniquelocal', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeenBy(undefined, '127.0.0.1')).toBe('127.0.0.1');
  });
});
