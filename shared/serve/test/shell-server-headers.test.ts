import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderStorage } from '@storefront/deploy';
import { createShellServer, type ShellServer } from '../src/shell-server/shell-server';

const REPOSITORY = path.join(__dirname, '../../..');
const BUILD_CONFIG = fs.readFileSync(path.join(REPOSITORY, 'shell/public/storefront-config.json'), 'utf8');
const HSTS = 'max-age=31536000; includeSubDomains';

let root: string;
let shell: ShellServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-headers-'));
  const shellDist = path.join(root, 'dist');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<html><head></head><body><main><div id="shell-slots"></div></main><script defer="defer" src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'main.js'), 'console.log(1);');
  fs.writeFileSync(path.join(shellDist, 'storefront-config.json'), BUILD_CONFIG);
  fs.writeFileSync(path.join(shellDist, 'built-against.json'), JSON.stringify({ name: 'shell', version: '1.0.0', builtAgainst: { react: '19.3.1' } }));
  shell = await createShellServer({
    storage: new LocalFolderStorage({ root: path.join(root, 'deployments') }),
    shellDist,
    allowedOrigins: [],
    readEveryMs: 0,
    configFromBuild: 'follow',
    firstViews: 'fragment-servers',
    log: () => undefined,
  });
});

afterAll(async () => {
  await shell.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const RESPONSES = [
  ['a page', '/eigenmarken'],
  ['a static file', '/main.js'],
  ['a missing file', '/missing.js'],
];

describe('the shell’s server over HTTPS and HTTP', () => {
  it.each(RESPONSES)('sends Strict-Transport-Security with %s asked over HTTPS (the load balancer’s X-Forwarded-Proto)', async (_description, url) => {
    const response = await shell.server.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it.each(RESPONSES)('sends no Strict-Transport-Security with %s asked over HTTP (localhost)', async (_description, url) => {
    const response = await shell.server.inject({ url });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(RESPONSES)('turns off the powerful features the shop does not use on %s', async (_description, url) => {
    const policy = String((await shell.server.inject({ url })).headers['permissions-policy']).split(', ');
    expect(policy).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()']));
  });
});

describe('the policy’s violation reports', () => {
  it('names its endpoint in every document, beside the policy that reports to it', async () => {
    const response = await shell.server.inject({ url: '/eigenmarken' });
    expect(response.headers['reporting-endpoints']).toBe('csp="/__csp-reports"');
    expect(String(response.headers['content-security-policy'])).toMatch(/(^|; )report-to csp(;|$)/);
  });

  it('counts a reported violation in the field figures at /metrics', async () => {
    const report = [
      {
        type: 'csp-violation',
        url: 'https://www.zooplus.de/eigenmarken',
        body: { documentURL: 'https://www.zooplus.de/eigenmarken', blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem' },
      },
    ];
    const posted = await shell.server.inject({
      method: 'POST',
      url: '/__csp-reports',
      payload: JSON.stringify(report),
      headers: { 'content-type': 'application/reports+json' },
    });
    expect(posted.statusCode).toBe(204);
    const metrics = (await shell.server.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('storefront_csp_violations_total{directive="script-src-elem",blocked="https://evil.example"} 1');
  });
});
