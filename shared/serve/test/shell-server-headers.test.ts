import { startTestShellServer, type TestShellServer } from './shell-server-fixture';

const HSTS = 'max-age=31536000; includeSubDomains';

let fixture: TestShellServer;
let shell: TestShellServer['shell'];

beforeAll(async () => {
  fixture = await startTestShellServer();
  ({ shell } = fixture);
});

afterAll(async () => {
  await fixture.stop();
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
