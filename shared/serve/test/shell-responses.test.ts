import { CONSENT_COOKIE, type RegistryDocument } from '@storefront/contracts';
import { shellDocumentResponse, type ShellDocumentSource } from '../src/shell/shell-responses';

const REGISTRY: RegistryDocument = {
  loadTimeoutMs: 5000,
  fragments: {
    mf_homepage_blocks: { manifest: 'https://home.cdn.example/releases/7/mf-manifest.json', version: '1.0.0' },
    mf_account_overview: { manifest: 'https://account.cdn.example/releases/3/mf-manifest.json', version: '1.0.0' },
    mf_tracking: { manifest: 'https://tracking.cdn.example/releases/2/mf-manifest.json', version: '1.0.0' },
  },
};

const PROVIDED = { react: '19.3.1', '@storefront/platform': '1.4.0' };

const source: ShellDocumentSource = {
  template: async () => '<html><head></head><body><!--consent-banner--><div id="shell-consent"><section>Banner</section></div><!--/consent-banner--></body></html>',
  config: async () => ({
    apiBasePaths: { content: 'https://api.example/content', bff: 'https://bff.example' },
    errorReportingUrl: 'https://errors.example/collect',
    tagManagerUrl: 'https://tags.example/tm.js',
  }),
  registry: async () => REGISTRY,
  provided: async () => PROVIDED,
};

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('shellDocumentResponse', () => {
  it('names exactly the registry\'s fragment origins and the config\'s API origins in the policy', async () => {
    const { headers } = await shellDocumentResponse(source, { url: '/', headers: {} });
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://home.cdn.example', 'https://account.cdn.example', 'https://tracking.cdn.example', 'https://tags.example']),
    );
    expect(directive(policy, 'script-src')).not.toContain('https://api.example');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.example', 'https://bff.example', 'https://errors.example', 'https://home.cdn.example']),
    );
    expect(headers.Vary).toBe('Cookie');
  });

  it('uses a fresh nonce per response, the one the policy names', async () => {
    const first = await shellDocumentResponse(source, { url: '/', headers: {} });
    const second = await shellDocumentResponse(source, { url: '/', headers: {} });
    const nonceOf = (policy = '') => /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonceOf(first.headers['Content-Security-Policy'])).toBeDefined();
    expect(nonceOf(first.headers['Content-Security-Policy'])).not.toBe(nonceOf(second.headers['Content-Security-Policy']));
    expect(first.html).toContain(`nonce="${nonceOf(first.headers['Content-Security-Policy'])}"`);
  });

  it.each([
    ['/', 'https://home.cdn.example'],
    ['/account', 'https://account.cdn.example'],
  ])('connects early on %s to the API, the page\'s fragment and the tracking fragment', async (url, pageOrigin) => {
    const { html } = await shellDocumentResponse(source, { url, headers: {} });
    const preconnects = [...html.matchAll(/<link rel="preconnect" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preconnects).toEqual(['https://api.example', pageOrigin, 'https://tracking.cdn.example']);
  });

  it.each([
    ['/', 'https://home.cdn.example/releases/7/mf-manifest.json'],
    ['/account', 'https://account.cdn.example/releases/3/mf-manifest.json'],
  ])('preloads on %s the manifests of the page\'s fragment and the tracking fragment, no other', async (url, pageManifest) => {
    const { html } = await shellDocumentResponse(source, { url, headers: {} });
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]);
    expect(preloads).toEqual([pageManifest, 'https://tracking.cdn.example/releases/2/mf-manifest.json']);
  });

  it('preloads no manifest of a release the shell refuses (built against another platform major)', async () => {
    const refusing: ShellDocumentSource = {
      ...source,
      registry: async () => ({
        ...REGISTRY,
        fragments: {
          ...REGISTRY.fragments,
          mf_account_overview: { ...REGISTRY.fragments.mf_account_overview!, builtAgainst: { '@storefront/platform': '2.0.0' } },
          mf_tracking: { ...REGISTRY.fragments.mf_tracking!, builtAgainst: { react: '19.0.0', '@storefront/platform': '1.0.0' } },
        },
      }),
    };
    const { html } = await shellDocumentResponse(refusing, { url: '/account', headers: {} });
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]);
    expect(preloads).toEqual(['https://tracking.cdn.example/releases/2/mf-manifest.json']);
  });

  it('leaves the static banner out when the consent cookie holds a decision, keeps it otherwise', async () => {
    const decided = await shellDocumentResponse(source, { url: '/', headers: { cookie: `a=b; ${CONSENT_COOKIE}=0` } });
    expect(decided.html).not.toContain('Banner');
    const undecided = await shellDocumentResponse(source, { url: '/', headers: { cookie: `${CONSENT_COOKIE}=maybe` } });
    expect(undecided.html).toContain('Banner');
  });
});
