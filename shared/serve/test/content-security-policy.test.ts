import { contentSecurityPolicy, LOCAL_BUILD_SOURCES, originOfUrl, REPORTING_ENDPOINTS } from '../src/shell-server/content-security-policy';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

const policy = directives(
  contentSecurityPolicy({
    scriptHashes: ["'sha256-abc='"],
    fragmentOrigins: ['https://mf-a.zooplus.de', 'https://mf-b.zooplus.de'],
    apiOrigins: ['https://api.zooplus.de'],
    thirdPartyScriptOrigins: ['https://tags.example'],
    localBuilds: true,
  }),
);

describe('contentSecurityPolicy', () => {
  it("runs scripts only from the shell, the registry's fragments, the tag manager, local builds and the document's own inline scripts (by hash)", () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://mf-a.zooplus.de',
      'https://mf-b.zooplus.de',
      'https://tags.example',
      ...LOCAL_BUILD_SOURCES,
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('lets the page talk only to itself, the fragments, the APIs and local builds', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://mf-a.zooplus.de', 'https://mf-b.zooplus.de', 'https://api.zooplus.de', ...LOCAL_BUILD_SOURCES]);
  });

  it('names no local source anywhere where the deployment allows no overrides with local builds', () => {
    const closed = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      fragmentOrigins: ['https://mf-a.zooplus.de'],
      apiOrigins: ['https://api.zooplus.de'],
      thirdPartyScriptOrigins: [],
      localBuilds: false,
    });
    expect(closed).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(directives(closed)['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://mf-a.zooplus.de']);
  });

  it('forbids framing the shop, plugins, foreign base URLs and foreign form targets', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("reports violations to the shell's server: report-to its endpoint, report-uri for browsers without the Reporting API", () => {
    expect(policy['report-to']).toEqual(['csp']);
    expect(policy['report-uri']).toEqual(['/__csp-reports']);
    expect(REPORTING_ENDPOINTS).toBe('csp="/__csp-reports"');
  });
});

describe('originOfUrl', () => {
  it.each([
    ['https://mf-a.zooplus.de/releases/1/mf-manifest.json', 'https://mf-a.zooplus.de'],
    ['http://localhost:8081/mf-manifest.json', 'http://localhost:8081'],
    ['javascript:alert(1)', undefined],
    ['/relative', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%p -> %p', (url, origin) => {
    expect(originOfUrl(url)).toBe(origin);
  });
});
