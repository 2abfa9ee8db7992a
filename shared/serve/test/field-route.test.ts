import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FieldReport } from '@storefront/contracts';
import { figuresOfSamples, parseMetricsText } from '../src/field/field-figures';
import { registerFieldRoutes } from '../src/field/field-route';
import { AcceptedOnce, CLIENT_SHARE, FIELD_TOKEN_LIFETIME_MS, FieldTokens } from '../src/field/field-token';

const KEY = crypto.randomBytes(32);
const RELEASES = { shell: '1.0.0-5555555555', 'mf-own-brand': '1.0.0-aaaaaaaaaa', 'mf-tracking': '1.0.0-bbbbbbbbbb' } as const;
const LIVE = new Map([
  ['mf-own-brand', new Set(['1.0.0-aaaaaaaaaa'])],
  ['mf-tracking', new Set(['1.0.0-bbbbbbbbbb'])],
]);

let now = Date.parse('2026-11-28T12:00:00Z');
let server: FastifyInstance;
const tokens = new FieldTokens(KEY, () => now);

async function startServer(capacity?: number): Promise<void> {
  server = Fastify();
  // Every clock of the route is the test's: a token issued at `now` must not expire by the wall clock's day.
  await registerFieldRoutes(server, {
    tokens,
    acceptedOnce: new AcceptedOnce(capacity, () => now),
    liveReleases: async () => LIVE,
    shellRelease: RELEASES.shell,
  });
}

beforeEach(async () => {
  now = Date.parse('2026-11-28T12:00:00Z');
  await startServer();
});
afterEach(() => server.close());

function report(overrides: Partial<FieldReport> = {}): FieldReport {
  return {
    token: tokens.issue(RELEASES),
    view: 0,
    path: '/eigenmarken',
    releases: { ...RELEASES },
    errors: [{ fragment: 'mf-own-brand', kind: 'uncaught' }],
    lcp: { fragment: 'mf-own-brand', value: 1200 },
    cls: [
      { fragment: 'mf-own-brand', value: 0.02 },
      { fragment: 'shell', value: 0 },
    ],
    inp: { fragment: 'mf-own-brand', value: 320, scripts: ['mf-own-brand'] },
    ...overrides,
  };
}

const post = (body: string, contentType = 'text/plain;charset=UTF-8') =>
  server.inject({ method: 'POST', url: '/__rum', payload: body, headers: { 'content-type': contentType } });
/** A beacon's post from a client's address (`request.ip`) with these headers. */
const postFrom = (remoteAddress: string, body: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/__rum', payload: body, remoteAddress, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
const metrics = async () => (await server.inject({ method: 'GET', url: '/metrics' })).body;
/** The figures without the rejected reports' counter. */
const figures = async () =>
  (await metrics())
    .split('\n')
    .filter((line) => !line.startsWith('storefront_field_reports_rejected_total'))
    .join('\n');
const rejected = async (reason: string) =>
  Number(new RegExp(`storefront_field_reports_rejected_total\\{reason="${reason}"\\} (\\d+)`).exec(await metrics())?.[1]);

describe('POST /__rum', () => {
  it('takes a report of a served document and counts it per fragment and release', async () => {
    const response = await post(JSON.stringify(report()));
    expect(response.statusCode).toBe(204);
    const text = await metrics();
    expect(text).toContain('storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1');
    expect(text).toContain('storefront_field_page_views_total{fragment="shell",release="1.0.0-5555555555"} 1');
    expect(text).toContain('storefront_field_errors_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa",kind="uncaught"} 1');
    expect(text).toContain('storefront_field_inp_seconds_bucket{le="0.35",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1');
    expect(text).toContain('storefront_field_inp_seconds_bucket{le="0.3",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 0');
    expect(text).toContain('storefront_field_lcp_seconds_sum{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1.2');
    expect(text).toContain('storefront_field_cls_count{fragment="shell",release="1.0.0-5555555555"} 1');
    expect(text).toContain('storefront_field_slow_interaction_scripts_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1');
    expect(text).toContain('storefront_field_inp_seconds_count{fragment="shell",release="1.0.0-5555555555"} 0');
  });

  it('counts a view with errors once per fragment in the views with errors, however many errors it had', async () => {
    const errors = [
      ...Array.from({ length: 39 }, () => ({ fragment: 'mf-own-brand' as const, kind: 'uncaught' as const })),
      { fragment: 'mf-own-brand' as const, kind: 'reported' as const },
    ];
    expect((await post(JSON.stringify(report({ errors })))).statusCode).toBe(204);
    expect((await post(JSON.stringify(report({ view: 1, errors: [], lcp: undefined, cls: undefined, inp: undefined })))).statusCode).toBe(204);
    const text = await metrics();
    expect(text).toContain('storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 2');
    expect(text).toContain('storefront_field_errors_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa",kind="uncaught"} 39');
    expect(text).toContain('storefront_field_views_with_errors_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1');
    expect(text).toContain('storefront_field_views_with_errors_total{fragment="mf-tracking",release="1.0.0-bbbbbbbbbb"} 0');
    // What a canary judges: one of two views met an error.
    expect(figuresOfSamples(parseMetricsText(text), 'mf-own-brand')).toEqual([expect.objectContaining({ pageViews: 2, errors: 40, pageViewsWithErrors: 1 })]);
  });

  it('has every series of the live releases at 0 before their first report (Prometheus counts the first one then)', async () => {
    const text = await metrics();
    expect(text).toContain('storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 0');
    expect(text).toContain('storefront_field_inp_seconds_bucket{le="+Inf",fragment="mf-tracking",release="1.0.0-bbbbbbbbbb"} 0');
    await post(JSON.stringify(report()));
    // A later scrape keeps what was recorded.
    await metrics();
    expect(await metrics()).toContain('storefront_field_inp_seconds_count{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1');
  });

  it('says when its figures began, so that a reading of two can tell a restart', async () => {
    const started = Number(/^storefront_field_figures_started_seconds (\d+(\.\d+)?)$/m.exec(await metrics())?.[1]);
    expect(started).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(started).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it("takes a JSON body as well as a beacon's text", async () => {
    expect((await post(JSON.stringify(report()), 'application/json')).statusCode).toBe(204);
  });

  it('takes each view of a document once, and the next view of it too', async () => {
    const first = report();
    expect((await post(JSON.stringify(first))).statusCode).toBe(204);
    // A later view has no Web Vitals: the page measures them per document and sends them with its first view.
    expect((await post(JSON.stringify({ ...first, view: 1, lcp: undefined, cls: undefined, inp: undefined }))).statusCode).toBe(204);
    const before = await figures();
    const again = await post(JSON.stringify(first));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ accepted: false, reason: 'replayed' });
    expect(await figures()).toBe(before);
    expect(await rejected('replayed')).toBe(1);
  });

  const forged: Array<[string, () => string, string]> = [
    ['an unknown fragment', () => JSON.stringify(report({ errors: [{ fragment: 'mf-evil' as 'shell', kind: 'reported' }] })), 'unknown-fragment'],
    ['a fragment outside its releases', () => JSON.stringify(report({ releases: { shell: RELEASES.shell } })), 'unknown-release'],
    ['an unknown release', () => JSON.stringify(report({ releases: { ...RELEASES, 'mf-own-brand': '9.9.9-ffffffffff' } })), 'unknown-release'],
    [
      "a release the token does not name (live, but not this document's)",
      () => JSON.stringify(report({ token: tokens.issue({ ...RELEASES, 'mf-own-brand': '0.9.0-cccccccccc' }) })),
      'unknown-release',
    ],
    ['1 MB', () => JSON.stringify({ ...report(), padding: 'x'.repeat(1024 * 1024) }), 'too-large'],
    ['a body just over 16 KB', () => JSON.stringify({ ...report(), path: `/${'a'.repeat(16 * 1024)}` }), 'too-large'],
    ['a token never served', () => JSON.stringify(report({ token: new FieldTokens(crypto.randomBytes(32)).issue(RELEASES) })), 'forged-token'],
    [
      'a token with forged claims',
      () => {
        const [, signature] = tokens.issue(RELEASES).split('.');
        const claims = Buffer.from(JSON.stringify({ issuedAt: now, id: 'x', releases: { ...RELEASES, 'mf-own-brand': '0.9.0-cccccccccc' } })).toString(
          'base64url',
        );
        return JSON.stringify(report({ token: `${claims}.${signature}` }));
      },
      'forged-token',
    ],
    ['no token', () => JSON.stringify(report({ token: 'nothing' })), 'malformed-token'],
    ['malformed JSON', () => '{"token": "abc", ', 'malformed'],
    ['a query in the path', () => JSON.stringify(report({ path: '/eigenmarken?email=someone@example.com' })), 'malformed'],
    ['another field', () => JSON.stringify({ ...report(), cookie: 'sf_session=1' }), 'malformed'],
    ['an impossible INP', () => JSON.stringify(report({ inp: { fragment: 'mf-own-brand', value: 1e9, scripts: [] } })), 'malformed'],
    ['a view past the last', () => JSON.stringify(report({ view: 20 })), 'malformed'],
    [
      "Web Vitals with a later view (the first view's are the document's)",
      () =>
        JSON.stringify(report({ view: 7, lcp: { fragment: 'mf-own-brand', value: 59_000 }, inp: { fragment: 'mf-own-brand', value: 59_000, scripts: [] } })),
      'vitals-after-first-view',
    ],
    ['a CLS share alone with a later view', () => JSON.stringify(report({ view: 1, lcp: undefined, inp: undefined })), 'vitals-after-first-view'],
    [
      "one fragment's CLS share six times",
      () => JSON.stringify(report({ cls: Array.from({ length: 6 }, () => ({ fragment: 'mf-own-brand' as const, value: 10 })) })),
      'repeated-fragment',
    ],
    [
      "a fragment twice among an interaction's scripts",
      () => JSON.stringify(report({ inp: { fragment: 'mf-own-brand', value: 320, scripts: ['mf-own-brand', 'mf-own-brand'] } })),
      'repeated-fragment',
    ],
    [
      'too many errors',
      () => JSON.stringify(report({ errors: Array.from({ length: 41 }, () => ({ fragment: 'shell' as const, kind: 'reported' as const })) })),
      'malformed',
    ],
  ];

  it.each(forged)('refuses %s with 400 and changes no figure', async (_name, body, reason) => {
    const before = await figures();
    const response = await post(body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ accepted: false, reason });
    expect(await figures()).toBe(before);
    expect(await rejected(reason)).toBe(1);
  });

  it('refuses a token older than its lifetime', async () => {
    const old = report();
    now += FIELD_TOKEN_LIFETIME_MS + 1;
    const response = await post(JSON.stringify(old));
    expect(response.json()).toEqual({ accepted: false, reason: 'expired-token' });
  });

  it('drops the series of a release that is no longer live', async () => {
    await post(JSON.stringify(report()));
    LIVE.set('mf-own-brand', new Set(['1.0.1-dddddddddd']));
    try {
      const text = await metrics();
      expect(text).not.toContain('release="1.0.0-aaaaaaaaaa"');
      expect(text).toContain('storefront_field_page_views_total{fragment="mf-tracking",release="1.0.0-bbbbbbbbbb"} 1');
    } finally {
      LIVE.set('mf-own-brand', new Set(['1.0.0-aaaaaaaaaa']));
    }
  });
});

describe('POST /__rum from another site or from one client too often', () => {
  const SHOPPER = '198.51.100.20';

  it.each(['cross-site', 'same-site', 'none'])('refuses a report whose Sec-Fetch-Site is %s and changes no figure', async (site) => {
    const before = await figures();
    const response = await postFrom(SHOPPER, JSON.stringify(report()), { 'sec-fetch-site': site });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ accepted: false, reason: 'cross-site' });
    expect(await figures()).toBe(before);
    expect(await rejected('cross-site')).toBe(1);
  });

  it("refuses a report with another site's Origin when the browser sends no Sec-Fetch-Site", async () => {
    const response = await postFrom(SHOPPER, JSON.stringify(report()), { origin: 'https://evil.example' });
    expect(response.json()).toEqual({ accepted: false, reason: 'cross-site' });
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no Sec-Fetch-Site', {}],
  ])('takes a report with %s', async (_name, headers) => {
    expect((await postFrom(SHOPPER, JSON.stringify(report()), headers)).statusCode).toBe(204);
  });

  it("refuses a client past its share of the views a server remembers (rate-limited), and still takes another client's report", async () => {
    // Room for the flooding client's share and one view more: without a share, the flood would take that one too.
    await server.close();
    await startServer(CLIENT_SHARE + 1);
    const flood = '203.0.113.7';
    const viewsPerDocument = 20;
    let taken = 0;
    for (let document = 0; document < CLIENT_SHARE / viewsPerDocument; document++) {
      const token = tokens.issue(RELEASES);
      for (let view = 0; view < viewsPerDocument; view++) {
        const response = await postFrom(flood, JSON.stringify(report({ token, view, errors: [], lcp: undefined, cls: undefined, inp: undefined })));
        if (response.statusCode === 204) taken++;
      }
    }
    expect(taken).toBe(CLIENT_SHARE);
    const more = await postFrom(flood, JSON.stringify(report()));
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ accepted: false, reason: 'rate-limited' });
    expect(await rejected('rate-limited')).toBe(1);
    expect((await postFrom(SHOPPER, JSON.stringify(report()))).statusCode).toBe(204);
  });
});
