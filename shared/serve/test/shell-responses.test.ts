import { CONSENT_COOKIE, FIRST_VIEW_RENDER_LIMIT_MS, FIRST_VIEW_TIMEOUT_MS, type FirstViewResponse, type RegistryDocument } from '@storefront/contracts';
import { FIRST_VIEW_WARM_RETRY_MS, firstViewWarmer } from '../src/shell-server/first-view-warmer';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DOCUMENT_RENDER_LIMIT_MS, DocumentCache } from '../src/shell-server/document-cache';
import { firstViewLoaderScript } from '../src/shell-server/first-view-loader/loader-script';
import { inlineScriptHashes } from '../src/shell-server/shell-document';
import { shellDocumentResponse, shellDocumentSize, type ShellDocument, type ShellDocumentSource } from '../src/shell-server/shell-responses';

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
  template: async () =>
    '<html><head><script>window.replay=1</script><link rel="preload" as="script" href="/412.js" fetchpriority="low"><link rel="preload" as="script" href="/470.js" fetchpriority="low"></head><body><main><div id="shell-slots"></div></main><!--consent-banner--><div id="shell-consent"><section>Banner</section></div><!--/consent-banner--><script defer="defer" src="/main.js"></script></body></html>',
  config: async () => ({
    apiBasePaths: { content: 'https://api.example/content', bff: 'https://bff.example' },
    errorReportingUrl: 'https://errors.example/collect',
    tagManagerUrl: 'https://tags.example/tm.js',
  }),
  registry: async () => REGISTRY,
  provided: async () => PROVIDED,
};

/** An inline script's source in a policy: its hash. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('shellDocumentResponse', () => {
  // Every request asks for a first view: here the release renders none.
  beforeEach(() => jest.spyOn(global, 'fetch').mockImplementation(async () => new Response(null, { status: 204 })));
  afterEach(() => jest.restoreAllMocks());

  it("names exactly the registry's fragment origins and the config's API origins in the policy", async () => {
    const { headers } = await shellDocumentResponse(source, { url: '/', headers: {} });
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://home.cdn.example', 'https://account.cdn.example', 'https://tracking.cdn.example', 'https://tags.example']),
    );
    expect(directive(policy, 'script-src')).not.toContain('https://api.example');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.example', 'https://bff.example', 'https://errors.example', 'https://home.cdn.example']),
    );
    expect(headers.Vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent');
  });

  it("lets run the inline scripts the server writes itself (here the template's) by their hashes, with no nonce", async () => {
    const { html, headers } = await shellDocumentResponse(source, { url: '/', headers: {} });
    const scriptSources = directive(headers['Content-Security-Policy'] ?? '', 'script-src');
    // Without a first view every inline script of the document is the server's own (a fragment's are not allowed:
    // the first view's tests below).
    expect(inlineScriptHashes(html)).toEqual([scriptHash('window.replay=1')]);
    expect(scriptSources).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
    expect(scriptSources.join(' ')).not.toContain('nonce');
  });

  it("sends each response's own field token in a Server-Timing header, the document the same for every shopper", async () => {
    let issued = 0;
    const tokened: ShellDocumentSource = {
      ...source,
      fieldToken: () => `token-${(issued += 1)}`,
      documentCache: new DocumentCache<ShellDocument>(shellDocumentSize),
    };
    const first = await shellDocumentResponse(tokened, { url: '/', headers: {} });
    const second = await shellDocumentResponse(tokened, { url: '/', headers: {} });
    expect(first.headers['Server-Timing']).toBe('sf-field;desc="token-1"');
    expect(second.headers['Server-Timing']).toBe('sf-field;desc="token-2"');
    expect(second.html).toBe(first.html);
    expect(first.html).not.toContain('token-');
    expect(gunzipSync(first.encoded?.gzip ?? Buffer.alloc(0)).toString()).toBe(first.html);
  });

  it.each([
    ['/', 'https://home.cdn.example'],
    ['/account', 'https://account.cdn.example'],
  ])("connects early on %s to the API, the page's fragment and the tracking fragment", async (url, pageOrigin) => {
    const { html } = await shellDocumentResponse(source, { url, headers: {} });
    const preconnects = [...html.matchAll(/<link rel="preconnect" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preconnects).toEqual(['https://api.example', pageOrigin, 'https://tracking.cdn.example']);
  });

  it.each([
    ['/', 'https://home.cdn.example/releases/7/mf-manifest.json'],
    ['/account', 'https://account.cdn.example/releases/3/mf-manifest.json'],
  ])("preloads on %s the manifest of the page's fragment, no other (tracking's is fetched after the first screen)", async (url, pageManifest) => {
    const { html } = await shellDocumentResponse(source, { url, headers: {} });
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]);
    expect(preloads).toEqual([pageManifest]);
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
    expect(preloads).toEqual([]);
    // The page's own release, accepted, is preloaded.
    const accepted = await shellDocumentResponse(source, { url: '/account', headers: {} });
    expect([...accepted.html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)]).toHaveLength(1);
  });

  it('leaves the static banner out when the consent cookie holds a decision, keeps it otherwise', async () => {
    const decided = await shellDocumentResponse(source, { url: '/', headers: { cookie: `a=b; ${CONSENT_COOKIE}=0` } });
    expect(decided.html).not.toContain('Banner');
    const undecided = await shellDocumentResponse(source, { url: '/', headers: { cookie: `${CONSENT_COOKIE}=maybe` } });
    expect(undecided.html).toContain('Banner');
  });
});

describe("the first view of the route's fragment", () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
  const VIEW: FirstViewResponse = {
    html: '<div class="hp-page"><img src="https://img.example/hero.webp" alt="Purizon"> $& $\' </div>',
    state: { pageId: 'homepage', note: '</script><script>alert(1)</script>' },
    stylesheets: [{ file: 'root.1.css', css: '.hp-page{display:block}' }],
  };
  let fetchMock: jest.SpyInstance;
  const answer = (response: Response | Promise<Response>) => fetchMock.mockImplementation(() => response);

  beforeEach(() => {
    fetchMock = jest.spyOn(global, 'fetch');
    // A new answer for each request: a body is read once.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(VIEW), { headers: { 'Content-Type': 'application/json' } }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const served = (headers: Record<string, string>, url = '/') => shellDocumentResponse(source, { url, headers });
  const slotsOf = (html: string) => html.slice(html.indexOf('<div id="shell-slots">'), html.indexOf('</main>'));

  it("asks the live release of the route's fragment for the phone's first view, for the route's path and the shopper's cookies", async () => {
    await served({ 'user-agent': PHONE, cookie: 'sf_sid=session-secret; zt_id=shop-user-7; cid=4711; sf_consent_functional=1' }, '/?utm_source=x&preview=true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The page's query without the campaign's parameters.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://home.cdn.example/releases/7/first-view?path=%2F&search=%3Fpreview%3Dtrue&device=mobile');
    // Only what a first view may read: no session cookie leaves the shell's server.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { Cookie: 'sf_consent_functional=1; cid=4711; zt_id=shop-user-7' } });

    await served({ 'user-agent': PHONE, cookie: 'sf_sid=session-secret' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Cookie');
  });

  it("renders a page once for shoppers of one class, and each shopper's own first view for them alone, when asked at once", async () => {
    fetchMock.mockImplementation(async (_url: URL, init: RequestInit) => {
      const shopper = /cid=(\d+)/.exec((init.headers as Record<string, string>).Cookie ?? '')?.[1] ?? 'gast';
      return new Response(JSON.stringify({ ...VIEW, html: `<p>Konto von ${shopper}</p>`, state: { shopper } }));
    });
    const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
    const open = (cookie?: string) => shellDocumentResponse(cached, { url: '/account', headers: { 'user-agent': PHONE, ...(cookie ? { cookie } : {}) } });
    const shoppers = ['cid=4711; zt_id=a', 'cid=4712; zt_id=b', undefined, 'cid=4711; zt_id=a', 'cid=4712; zt_id=b', undefined];
    const documents = await Promise.all(shoppers.map(open));
    const seen = documents.map(({ html }) => /<p>Konto von (\w+)<\/p>/g.exec(html)?.[1]);
    expect(seen).toEqual(['4711', '4712', 'gast', '4711', '4712', 'gast']);
    documents.forEach(({ html }) => expect(html.match(/Konto von/g)).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Asked again, each from the cache: the same shopper's own, nobody else's, in every encoding.
    const again = await Promise.all(shoppers.map(open));
    expect(again.map(({ html }) => /<p>Konto von (\w+)<\/p>/.exec(html)?.[1])).toEqual(seen);
    expect(again.map(({ encoded }) => /<p>Konto von (\w+)<\/p>/.exec(gunzipSync(encoded?.gzip ?? Buffer.alloc(0)).toString())?.[1])).toEqual(seen);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("renders a campaign's landing page once for all its visitors, and names none of their campaign ids in it", async () => {
    const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
    const open = (query: string) => shellDocumentResponse(cached, { url: `/${query}`, headers: { 'user-agent': PHONE } });
    const documents = await Promise.all(['?utm_source=newsletter&utm_campaign=herbst', '?gclid=abc123', '?fbclid=xyz', ''].map(open));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const { html } of documents) expect(html).not.toMatch(/utm_|gclid|fbclid|herbst|abc123/);
    // Another page's query is another document.
    await open('?preview=true&utm_source=newsletter');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes a consent cookie without a decision for none: the banner, and one document for all such values', async () => {
    const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
    const open = (cookie?: string) => shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': PHONE, ...(cookie ? { cookie } : {}) } });
    const documents = await Promise.all([undefined, 'sf_consent_functional=x1', 'sf_consent_functional=x2', 'sf_consent_functional='].map(open));
    for (const { html } of documents) expect(html).toContain('<section>Banner</section>');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The first view is asked without it.
    expect(fetchMock.mock.calls[0]?.[1]).not.toMatchObject({ headers: { Cookie: expect.anything() } });
    expect((await open('sf_consent_functional=1')).html).not.toContain('<section>Banner</section>');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['answered none (its data late)', () => new Response(null, { status: 204 })],
    ['failed', () => Promise.reject(new TypeError('fetch failed'))],
  ])("keeps no document whose first view the release %s: the next shopper's request asks again", async (_name, response) => {
    const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
    fetchMock.mockImplementationOnce(response);
    expect((await shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': PHONE } })).html).not.toContain('first-view-state');
    expect((await shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': PHONE } })).html).toContain('first-view-state');
    expect((await shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': PHONE } })).html).toContain('first-view-state');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("puts the markup into the fragment's slot, its state beside it and its stylesheets into the head", async () => {
    const { html } = await served({ 'user-agent': PHONE });
    const slots = slotsOf(html);
    expect(slots).toContain(
      '<div class="shell-slot shell-slot--page" data-fragment="mf-homepage-blocks" data-replay-owner="mf-homepage-blocks" ' +
        'data-first-view-manifest="https://home.cdn.example/releases/7/mf-manifest.json" data-first-view-device="mobile">' +
        '<div class="shell-slot__content" data-first-view="">' +
        '<div class="hp-page"><img src="https://img.example/hero.webp" alt="Purizon"> $& $\' </div></div></div>',
    );
    // The state cannot end its script element.
    expect(slots).toContain('<script type="application/json" id="first-view-state" data-first-view-fragment="mf-homepage-blocks">');
    expect(slots).not.toContain('</script><script>alert');
    expect(JSON.parse(/id="first-view-state"[^>]*>([^<]*)<\/script>/.exec(slots)?.[1] ?? '')).toEqual(VIEW.state);
    // Nothing in it reads the window while the document is parsed (a forced layout of the half-parsed page).
    expect(slots).not.toMatch(/<script>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="https://home.cdn.example/releases/7/root.1.css">.hp-page{display:block}</style>');
    // Without JavaScript the places kept for the scripts' content take no room.
    expect(head).toContain('<noscript><style>[data-script-placeholder]{display:none!important}</style></noscript>');
    // Hidden by the stylesheet in a window wider than a phone, before the script has removed it.
    expect(head).toContain('<style>@media (min-width:544px){[data-first-view]{display:none}}</style>');
  });

  it("starts the shell's entry and its chunks once the first view's picture has been painted (or failed, or after a second), from the end of the body", async () => {
    const { html, headers } = await served({ 'user-agent': PHONE });
    expect(html).not.toContain('defer="defer" src="/main.js"');
    // Nothing of the shell's scripts nor the manifests is requested before: it would share the phone's connection
    // with the picture.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/rel="preload"/);
    const loader = html.slice(html.lastIndexOf('<script'), html.indexOf('</body>'));
    // The built loader (first-view-loader/: how it waits for the picture and starts the rest is tested there), run by
    // its hash in the policy.
    expect(loader).toBe(`<script>${firstViewLoaderScript()}</script>`);
    expect(directive(headers['Content-Security-Policy'] ?? '', 'script-src')).toContain(scriptHash(firstViewLoaderScript()));
    // What it starts: the entry, then the manifests and the chunks in that order (one per task).
    const deferred = /<script type="application\/json" id="first-view-deferred-entry">([^<]*)<\/script><script>/.exec(html)?.[1];
    expect(JSON.parse(deferred ?? '')).toEqual({
      entry: '/main.js',
      preloads: [
        { href: 'https://home.cdn.example/releases/7/mf-manifest.json', as: 'fetch' },
        { href: '/412.js', as: 'script' },
        { href: '/470.js', as: 'script' },
      ],
    });

    // Without a first view (the release rendered none) the entry and its chunks come as the template has them.
    answer(new Response(null, { status: 204 }));
    const desktop = await served({ 'user-agent': DESKTOP });
    expect(desktop.html).toMatch(/<script defer="defer" src="\/main.js"><\/script><\/body>/);
    expect(desktop.html).toContain(
      '<link rel="preload" as="script" href="/412.js" fetchpriority="low"><link rel="preload" as="script" href="/470.js" fetchpriority="low">',
    );
  });

  it("lets no inline script in a fragment's first view run: the policy names the server's own only", async () => {
    answer(new Response(JSON.stringify({ ...VIEW, html: '<div class="hp-page"><script>alert(1)</script></div>' })));
    const { html, headers } = await served({ 'user-agent': PHONE });
    expect(slotsOf(html)).toContain('<script>alert(1)</script>');
    const scriptSources = directive(headers['Content-Security-Policy'] ?? '', 'script-src');
    expect(scriptSources).not.toContain(scriptHash('alert(1)'));
    expect(scriptSources).toEqual(expect.arrayContaining([scriptHash('window.replay=1'), scriptHash(firstViewLoaderScript())]));
  });

  it.each([
    ['a desktop', { 'user-agent': DESKTOP }],
    ['a tablet', { 'user-agent': TABLET }],
    ['no user agent', {}],
  ])('asks %s (whose width the request does not tell) for the responsive first view, shown at every width', async (_name, headers) => {
    const { html } = await served(headers, '/?utm_source=x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://home.cdn.example/releases/7/first-view?path=%2F&search=&device=responsive');
    expect(slotsOf(html)).toContain('data-first-view-device="responsive"><div class="shell-slot__content" data-first-view="">');
    // No width hides it, before or after the scripts.
    expect(html).not.toMatch(/@media[^{]*\{\[data-first-view\]\{display:none\}\}/);
  });

  it('keeps the documents of a phone and of another window apart (a cache keys them by the device)', async () => {
    fetchMock.mockImplementation(async (url: URL) => new Response(JSON.stringify({ ...VIEW, html: `<p>${new URL(url).searchParams.get('device')}</p>` })));
    const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
    const open = (userAgent: string) => shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': userAgent } });
    const documents = await Promise.all([open(PHONE), open(DESKTOP), open(PHONE), open(DESKTOP)]);
    expect(documents.map(({ html }) => /<p>(\w+)<\/p>/.exec(html)?.[1])).toEqual(['mobile', 'responsive', 'mobile', 'responsive']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("warms each live release's first views once: again only for a release made live since (a deploy, a rollback)", async () => {
    const warm = firstViewWarmer();
    const asked = () => fetchMock.mock.calls.map((call) => String(call[0])).sort();
    await warm(REGISTRY);
    expect(asked()).toEqual([
      'https://account.cdn.example/releases/3/first-view?path=%2Faccount&search=&device=mobile',
      'https://home.cdn.example/releases/7/first-view?path=%2F&search=&device=mobile',
    ]);
    await warm(REGISTRY);
    expect(asked()).toHaveLength(2);
    const deployed = {
      ...REGISTRY,
      fragments: { ...REGISTRY.fragments, mf_homepage_blocks: { manifest: 'https://home.cdn.example/releases/8/mf-manifest.json', version: '1.0.1' } },
    };
    await warm(deployed);
    expect(asked()).toHaveLength(3);
    expect(asked()).toContain('https://home.cdn.example/releases/8/first-view?path=%2F&search=&device=mobile');
  });

  it(`warms a release again ${FIRST_VIEW_WARM_RETRY_MS / 1000} s after its server failed (not up yet), and not sooner`, async () => {
    let clock = 0;
    const warm = firstViewWarmer(() => clock);
    const askedHome = () => fetchMock.mock.calls.filter((call) => String(call[0]).startsWith('https://home.cdn.example')).length;
    fetchMock.mockImplementation(async (url: URL) =>
      String(url).startsWith('https://home.cdn.example') ? Promise.reject(new TypeError('fetch failed')) : new Response(null, { status: 204 }),
    );
    await warm(REGISTRY);
    expect(askedHome()).toBe(1);
    clock += FIRST_VIEW_WARM_RETRY_MS - 1;
    await warm(REGISTRY);
    expect(askedHome()).toBe(1);
    clock += 1;
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await warm(REGISTRY);
    expect(askedHome()).toBe(2);
    // Warmed now: a path it renders nothing for (204) is no failure, the account's answered at once.
    clock += FIRST_VIEW_WARM_RETRY_MS;
    await warm(REGISTRY);
    expect(askedHome()).toBe(2);
    expect(fetchMock.mock.calls.filter((call) => String(call[0]).startsWith('https://account.cdn.example'))).toHaveLength(1);
  });

  it('warms a release once while its warm-up is still running', async () => {
    const warm = firstViewWarmer();
    const pending: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const first = warm(REGISTRY);
    await warm(REGISTRY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    pending.forEach((resolve) => resolve(new Response(null, { status: 204 })));
    await first;
    await warm(REGISTRY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hands every request's live registry to the warmer, without waiting for it", async () => {
    const warmFirstViews = jest.fn(() => new Promise<void>(() => undefined));
    const { html } = await shellDocumentResponse({ ...source, warmFirstViews }, { url: '/gibt-es-nicht', headers: { 'user-agent': DESKTOP } });
    expect(html).toContain('<div id="shell-slots"></div>');
    expect(warmFirstViews).toHaveBeenCalledWith(REGISTRY);
  });

  it("keeps a document with a first view (perhaps the shopper's own) out of shared caches", async () => {
    expect((await served({ 'user-agent': PHONE })).headers['Cache-Control']).toBe('private, no-cache');
    expect((await served({ 'user-agent': DESKTOP })).headers['Cache-Control']).toBe('private, no-cache');
    answer(new Response(null, { status: 204 }));
    expect((await served({ 'user-agent': DESKTOP })).headers['Cache-Control']).toBeUndefined();
  });

  it('logs, and serves without, a first view of a registry entry whose manifest is no URL; the warmer does not fail', async () => {
    const broken = { ...REGISTRY, fragments: { ...REGISTRY.fragments, mf_homepage_blocks: { manifest: 'kein URL', version: '1.0.0' } } };
    const { html } = await shellDocumentResponse({ ...source, registry: async () => broken }, { url: '/', headers: { 'user-agent': PHONE } });
    expect(html).not.toContain('first-view-state');
    await expect(firstViewWarmer()(broken)).resolves.toBeUndefined();
  });

  it('renders one for a phone that sends the mobile client hint', async () => {
    const { html } = await served({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' });
    expect(html).toContain('data-first-view-device="mobile"');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/device=mobile$/);
  });

  it('renders none on a path no fragment owns', async () => {
    await served({ 'user-agent': PHONE }, '/gibt-es-nicht');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', () => new Response('{}', { status: 500 })],
    ['answers something else', () => new Response(JSON.stringify({ html: 3 }))],
    ['has none for the path (204)', () => new Response(null, { status: 204 })],
  ])("serves the document without one when the fragment's server %s", async (_name, response) => {
    fetchMock.mockImplementation(response);
    const { html } = await served({ 'user-agent': PHONE });
    expect(html).toContain('<div id="shell-slots"></div>');
    expect(html).not.toContain('first-view-state');
  });

  it(`serves the document without one after ${FIRST_VIEW_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      let html: string | undefined;
      const response = served({ 'user-agent': PHONE }).then((document) => (html = document.html));
      await jest.advanceTimersByTimeAsync(FIRST_VIEW_TIMEOUT_MS - 1);
      expect(html).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await response;
      expect(html).toContain('<div id="shell-slots"></div>');
    } finally {
      jest.useRealTimers();
    }
  });

  it(`keeps the document with a first view that came after ${FIRST_VIEW_TIMEOUT_MS} ms but within ${FIRST_VIEW_RENDER_LIMIT_MS} ms for the next shoppers`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
      const open = () => shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': DESKTOP } });
      const lateMs = FIRST_VIEW_RENDER_LIMIT_MS - 100;
      fetchMock.mockImplementation(
        () =>
          new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(VIEW), { headers: { 'Content-Type': 'application/json' } })), lateMs)),
      );
      const first = open();
      await jest.advanceTimersByTimeAsync(FIRST_VIEW_TIMEOUT_MS);
      expect((await first).html).not.toContain('first-view-state');
      await jest.advanceTimersByTimeAsync(lateMs - FIRST_VIEW_TIMEOUT_MS);
      // The late document is composed (compressed on libuv's threads) and kept.
      while (cached.documentCache?.sizes().shared === 0) await new Promise((resolve) => setImmediate(resolve));
      expect((await open()).html).toContain('first-view-state');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it(`keeps none that came after ${FIRST_VIEW_RENDER_LIMIT_MS} ms: the next shopper's request asks again`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const cached: ShellDocumentSource = { ...source, documentCache: new DocumentCache<ShellDocument>(shellDocumentSize) };
      const open = () => shellDocumentResponse(cached, { url: '/', headers: { 'user-agent': DESKTOP } });
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            const answer = setTimeout(() => resolve(new Response(JSON.stringify(VIEW))), FIRST_VIEW_RENDER_LIMIT_MS + 100);
            init.signal?.addEventListener('abort', () => {
              clearTimeout(answer);
              reject(init.signal?.reason);
            });
          }),
      );
      const first = open();
      await jest.advanceTimersByTimeAsync(FIRST_VIEW_RENDER_LIMIT_MS + 100);
      expect((await first).html).not.toContain('first-view-state');
      const second = open();
      await jest.advanceTimersByTimeAsync(FIRST_VIEW_TIMEOUT_MS);
      expect((await second).html).not.toContain('first-view-state');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it(`serves every request for a document whose render has not ended after ${DOCUMENT_RENDER_LIMIT_MS} ms without the first view, and logs it`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      // A render that never ends (its first view is bounded; this guards against any other part that might hang).
      const documentCache = new DocumentCache<ShellDocument>(shellDocumentSize);
      jest.spyOn(documentCache, 'get').mockReturnValue(new Promise(() => undefined));
      const cached: ShellDocumentSource = { ...source, documentCache };
      const open = () => shellDocumentResponse(cached, { url: '/?type=cat', headers: { 'user-agent': PHONE } });
      const pages: string[] = [];
      const both = Promise.all([open(), open()]).then((documents) => documents.forEach(({ html }) => pages.push(html)));
      await jest.advanceTimersByTimeAsync(DOCUMENT_RENDER_LIMIT_MS - 1);
      expect(pages).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await both;
      expect(pages).toHaveLength(2);
      for (const html of pages) {
        expect(html).toContain('<div id="shell-slots"></div>');
        expect(html).not.toContain('first-view-state');
      }
      expect(console.warn).toHaveBeenCalledWith(
        `The document of /?type=cat was not rendered within ${DOCUMENT_RENDER_LIMIT_MS} ms; served without its first view`,
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
