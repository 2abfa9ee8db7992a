import crypto from 'node:crypto';
import { CONSENT_COOKIE, DOCUMENT_URLS, FIELD_TOKEN_SERVER_TIMING, FRAGMENTS, type RegistryDocument } from '@storefront/contracts';
import { DEFERRED_ENTRY_ID, type DeferredEntry } from '@storefront/serve';
import { acceptConsent, expect, SHELL_URL, test } from '../fixtures';
import { documentWithFirstView } from '../support/first-view-pages';
import { sharedAssetUrls } from '../support/shared-assets';

// The shell's document as its server sends it: security headers, the policy that names exactly the registry's
// fragment origins, the config and registry inlined (no requests in sequence before the shell can start), and the
// consent banner as static markup while the shopper has not decided (issues 15 and 17).

const ROUTES = ['/', ...FRAGMENTS.flatMap((fragment) => fragment.routes.map((route) => route.path)).filter((path) => path !== '/'), '/gibt-es-nicht'];

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

for (const route of ROUTES) {
  test(`${route} is served with the security headers and a policy naming every registry origin`, async ({ request }) => {
    const response = await request.get(`${SHELL_URL}${route}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    const registry = (await (await request.get(`${SHELL_URL}${DOCUMENT_URLS.registry}`)).json()) as RegistryDocument;
    for (const entry of Object.values(registry.fragments)) {
      expect(directive(policy, 'script-src')).toContain(new URL(entry.manifest).origin);
    }
    // Inline scripts run by their hashes (one document goes to many shoppers): each that runs is named, no nonce.
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes = '']) => !/\bsrc=|application\/json/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text = ''] of inline)
      expect(directive(policy, 'script-src')).toContain(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
    expect(policy).not.toContain("'nonce-");
  });
}

test("every response has its own field token, in a header: the same page's HTML is the same", async ({ request }) => {
  const served = async () => {
    const response = await request.get(`${SHELL_URL}/`);
    return {
      html: await response.text(),
      token: new RegExp(`${FIELD_TOKEN_SERVER_TIMING};desc="([^"]+)"`).exec(response.headers()['server-timing'] ?? '')?.[1],
    };
  };
  const [first, second] = [await served(), await served()];
  expect(first.token).toBeDefined();
  expect(first.token).not.toEqual(second.token);
  expect(first.html).not.toContain(first.token ?? '');
});

test('the consent banner is in the served HTML on a first visit, and not once the shopper has decided', async ({ request }) => {
  const firstVisit = await (await request.get(`${SHELL_URL}/`)).text();
  expect(firstVisit).toContain('Ihre Privatsphäre ist uns wichtig');
  expect(firstVisit).toContain('Alle akzeptieren');
  const returning = await (await request.get(`${SHELL_URL}/`, { headers: { Cookie: `${CONSENT_COOKIE}=1` } })).text();
  expect(returning).not.toContain('Ihre Privatsphäre ist uns wichtig');
});

test('the static banner shows only once the document has been parsed past it, never half-built', async ({ page, request }) => {
  // A browser may paint a document it is still parsing (a slow network, a busy phone): a half-parsed banner, anchored
  // at the bottom, would grow upwards as the rest arrives. The served document cut inside the banner stands for such
  // a paint (its scripts left out: only the HTML and its inlined styles are looked at).
  const html = (await (await request.get(`${SHELL_URL}/`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
  const region = (content: string) =>
    page.setContent(content).then(() => page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig', includeHidden: true }));
  const cut = html.indexOf('</h2>', html.indexOf('shell-consent')) + '</h2>'.length;
  expect(cut).toBeGreaterThan('</h2>'.length);
  await expect(await region(html.slice(0, cut))).toBeHidden();
  await expect(await region(html)).toBeVisible();
});

test("a server's first view shows only once the document has been parsed past it, never with a block cut in half", async ({ page, request }) => {
  // The same paint of a half-parsed document: the promo bar cut before its close button would grow by the button's
  // height as the rest arrives, moving its icon (a layout shift seen under load at every width).
  const html = (await documentWithFirstView(request, `${SHELL_URL}/`, { Cookie: `${CONSENT_COOKIE}=0` })).replace(/<script[\s\S]*?<\/script>/g, '');
  const promoBar = (content: string) => page.setContent(content).then(() => page.getByRole('region', { name: 'Aktion', exact: true, includeHidden: true }));
  const bar = html.indexOf('<section class="hp-promo-bar');
  const cut = html.indexOf('<button', bar);
  expect(bar).toBeGreaterThan(0);
  expect(cut).toBeGreaterThan(bar);
  await expect(await promoBar(html.slice(0, cut))).toBeHidden();
  await expect(await promoBar(html)).toBeVisible();
});

test("a document with a server's first view holds its first paint until the view is parsed (Chromium's expect link)", async ({ page, request }) => {
  // Parts painted while the rest is parsed were each laid out again in the frames after the first paint (50-120 ms on a
  // low-end phone; traced, the view is now laid out in one frame: docs/performance-log.md). Browsers without `expect`
  // links keep the view hidden until then (above). relList.supports() does not list `expect` in Chromium 156.
  const html = await documentWithFirstView(request, `${SHELL_URL}/eigenmarken`, { Cookie: `${CONSENT_COOKIE}=0` });
  await page.goto(`${SHELL_URL}/eigenmarken`);
  const expectLink = page.locator('head link[rel="expect"]');
  await expect(expectLink).toHaveAttribute('blocking', 'render');
  const target = await expectLink.getAttribute('href');
  // The element waited for comes after the whole view: the slots, its categories and their banners in them.
  const slots = html.indexOf('id="shell-slots"');
  const end = html.indexOf(`id="${target?.slice(1)}"`);
  expect(target).toMatch(/^#/);
  expect(slots).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(slots);
  expect(html.slice(slots, end)).toContain('class="ob-category"');
});

test('the static banner is the one the shopper uses: the same element, working once the shell has started', async ({ page }) => {
  await page.goto('/account', { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(banner).toBeVisible();
  await banner.evaluate((element) => element.setAttribute('data-first-paint', ''));
  await expect(page.locator('[data-fragment="mf-account-overview"]')).not.toHaveAttribute('data-state', 'loading');
  await expect(page.locator('section[data-first-paint]')).toBeVisible();
  await banner.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value).toBe('0');
});

test('the shell reads the config and the registry from its document: neither is fetched', async ({ page }) => {
  await acceptConsent(page);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (Object.values(DOCUMENT_URLS).includes(pathname)) documentRequests.push(pathname);
  });
  await page.goto('/');
  await expect(page.locator('[data-fragment="mf-homepage-blocks"]')).toHaveAttribute('data-state', 'ready');
  expect(documentRequests).toEqual([]);
});

test("the shell's startup scripts are asked for by the document, not found only once main.js ran, and each is fetched once", async ({ page, request }) => {
  await acceptConsent(page);
  const fetched: string[] = [];
  page.on('request', (fetch) => fetched.push(fetch.url()));
  const response = await page.goto('/');
  await expect(page.locator('[data-fragment="mf-homepage-blocks"]')).toHaveAttribute('data-state', 'ready');
  const html = (await response?.text()) ?? '';
  // In its head, or, with a first view (every window now), in the list its loader starts once the picture is painted.
  const deferred = new RegExp(`<script type="application/json" id="${DEFERRED_ENTRY_ID}">([^<]*)</script>`).exec(html)?.[1];
  const hrefs = deferred
    ? (JSON.parse(deferred) as DeferredEntry).preloads.filter(({ as }) => as === 'script').map(({ href }) => href)
    : [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1] as string);
  const preloaded = hrefs.map((href) => new URL(href, SHELL_URL).href);
  // the shared modules the shell provides (React, react-dom, the platform) and, beyond their files, the bootstrap
  const assets = await sharedAssetUrls(request);
  const provided = ['react', 'react-dom', '@storefront/platform'].flatMap((name) => assets.get(name)?.get('shell') ?? []);
  expect(provided.length, "the shell's manifest names its shared modules' files").toBeGreaterThan(0);
  for (const url of provided) expect(preloaded, `${url} preloaded`).toContain(url);
  expect(preloaded.filter((url) => !provided.includes(url)).length, 'the bootstrap preloaded').toBeGreaterThan(0);
  for (const url of preloaded) expect(fetched.filter((requested) => requested === url)).toHaveLength(1);
});

test("the manifest of the page's fragment is asked for by the document while the shell starts, tracking's after the first screen, each fetched once", async ({
  page,
  request,
}) => {
  await acceptConsent(page);
  const registry = (await (await request.get(DOCUMENT_URLS.registry)).json()) as RegistryDocument;
  const manifestOf = (container: string) => registry.fragments[container]?.manifest as string;
  const fetched: string[] = [];
  page.on('request', (fetch) => fetched.push(fetch.url()));
  await page.goto('/account');
  await expect(page.locator('[data-fragment="mf-account-overview"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-fragment="mf-tracking"]')).toHaveAttribute('data-state', 'ready');
  // The page's: fetched by the document's preload (the resource timing's initiator is the link), which the runtime then used.
  const initiators = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).initiatorType])),
  );
  for (const [container, initiator] of [
    ['mf_account_overview', 'link'],
    // Tracking starts after the first screen (afterFirstScreen): its manifest is the runtime's own request then.
    ['mf_tracking', 'fetch'],
  ] as const) {
    expect(initiators[manifestOf(container)], container).toBe(initiator);
    expect(
      fetched.filter((requested) => requested === manifestOf(container)),
      container,
    ).toHaveLength(1);
  }
  // Only what this page mounts: the homepage's fragment is not on /account.
  expect(fetched).not.toContain(manifestOf('mf_homepage_blocks'));
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the document starts the worker that loads the number formats' data: from the shell's origin, cached for good, ended once done`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const started: string[] = [];
    const ended: string[] = [];
    page.on('worker', (worker) => {
      started.push(worker.url());
      worker.on('close', () => ended.push(worker.url()));
    });
    const cacheControls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/intl-warm-up.')) cacheControls.push(response.headers()['cache-control'] ?? '');
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => ended).toEqual([expect.stringMatching(new RegExp(`^${SHELL_URL}/assets/intl-warm-up\\.[0-9a-f]{10}\\.js$`))]);
    expect(cacheControls).toEqual([expect.stringContaining('immutable')]);
    expect(started).toEqual(ended);
  });
}
