import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { MAX_CSP_REPORT_BYTES, registerCspReportRoute } from '../src/shell-server/csp-report-route';
import { MAX_BLOCKED_ORIGINS } from '../src/shell-server/csp-violations';

let server: FastifyInstance;
let registry: Registry;

beforeEach(async () => {
  server = Fastify();
  registry = new Registry();
  await registerCspReportRoute(server, { registry });
});
afterEach(() => server.close());

const REPORTS = 'application/reports+json';
const LEGACY = 'application/csp-report';

/** A report as Chrome sends it for `report-to` (the Reporting API). */
function violation(effectiveDirective: string, blockedURL: string) {
  return {
    type: 'csp-violation',
    age: 12,
    url: 'https://www.zooplus.de/eigenmarken',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.zooplus.de/eigenmarken',
      blockedURL,
      effectiveDirective,
      originalPolicy: "default-src 'self'; report-to csp",
      disposition: 'enforce',
      statusCode: 200,
    },
  };
}

const post = (payload: string, contentType: string = REPORTS) =>
  server.inject({ method: 'POST', url: '/__csp-reports', payload, headers: { 'content-type': contentType } });

/** The counter's samples: `directive blocked` -> count. */
async function counted(): Promise<Record<string, number>> {
  const { values } = (await registry.getSingleMetric('storefront_csp_violations_total')?.get()) ?? { values: [] };
  return Object.fromEntries(values.map(({ labels, value }) => [`${labels.directive} ${labels.blocked}`, value]));
}

describe('POST /__csp-reports', () => {
  it('counts each violation of a Reporting API batch by directive and blocked origin, answers 204', async () => {
    const response = await post(
      JSON.stringify([
        violation('script-src-elem', 'https://evil.example/x.js?id=1'),
        violation('script-src-elem', 'https://evil.example/y.js'),
        violation('script-src-elem', 'inline'),
        violation('script-src', 'eval'),
        { type: 'deprecation', url: 'https://www.zooplus.de/', body: { id: 'x' } },
      ]),
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await counted()).toEqual({
      'script-src-elem https://evil.example': 2,
      'script-src-elem inline': 1,
      'script-src eval': 1,
    });
  });

  it('counts the report-uri shape (Firefox) with its content type, charset and all', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://www.zooplus.de/',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'blocked-uri': 'http://tracker.example:8080/pixel.gif',
        'original-policy': "default-src 'self'",
      },
    };
    expect((await post(JSON.stringify(report), `${LEGACY}; charset=utf-8`)).statusCode).toBe(204);
    const older = { 'csp-report': { 'violated-directive': "style-src-elem 'self'", 'blocked-uri': 'inline' } };
    expect((await post(JSON.stringify(older), LEGACY)).statusCode).toBe(204);
    expect(await counted()).toEqual({ 'img-src http://tracker.example:8080': 1, 'style-src-elem inline': 1 });
  });

  it.each([
    ['JSON', 'application/json'],
    ['text', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('refuses %s with 415 and counts nothing', async (_description, contentType) => {
    const response = await post(JSON.stringify([violation('script-src-elem', 'inline')]), contentType);
    expect(response.statusCode).toBe(415);
    expect(await counted()).toEqual({});
  });

  it(`refuses a body over ${MAX_CSP_REPORT_BYTES} bytes with 413 and counts nothing`, async () => {
    const reports = Array.from({ length: 400 }, () => violation('script-src-elem', `https://evil.example/${'x'.repeat(200)}`));
    const body = JSON.stringify(reports);
    expect(body.length).toBeGreaterThan(MAX_CSP_REPORT_BYTES);
    expect((await post(body)).statusCode).toBe(413);
    expect(await counted()).toEqual({});
  });

  it.each([
    ['broken JSON', REPORTS, '[{"type":"csp-violation",'],
    ['a report that is not a list', REPORTS, JSON.stringify(violation('img-src', 'inline'))],
    ['a legacy report without its csp-report', LEGACY, JSON.stringify({ 'document-uri': 'https://www.zooplus.de/' })],
    ['an empty body', REPORTS, ''],
  ])('refuses %s with 400 and counts nothing', async (_description, contentType, body) => {
    expect((await post(body, contentType)).statusCode).toBe(400);
    expect(await counted()).toEqual({});
  });

  it('answers a batch without CSP reports 204 and counts nothing (other report types, deep nesting)', async () => {
    expect((await post(JSON.stringify([{ type: 'deprecation', body: {} }, null, 'x']))).statusCode).toBe(204);
    expect((await post(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)).statusCode).toBe(204);
    expect(await counted()).toEqual({});
  });

  it('keeps the labels bounded: unknown directives and non-web URLs as `other`, at most MAX_BLOCKED_ORIGINS origins', async () => {
    const reports = [
      violation('made-up-directive-1', 'https://a.example/'),
      violation('SCRIPT-SRC-ATTR', 'chrome-extension://abcdef/inject.js'),
      violation('script-src-elem', 'data'),
      { type: 'csp-violation', body: { effectiveDirective: 42, blockedURL: { href: 'https://b.example' } } },
      ...Array.from({ length: MAX_BLOCKED_ORIGINS + 20 }, (_, index) => violation('connect-src', `https://host-${index}.example/api`)),
    ];
    expect((await post(JSON.stringify(reports))).statusCode).toBe(204);
    const samples = await counted();
    expect(samples['other https://a.example']).toBe(1);
    expect(samples['script-src-attr other']).toBe(1);
    expect(samples['script-src-elem other']).toBe(1);
    expect(samples['other other']).toBe(1);
    // a.example took one of the origins' labels: the connect-src origins after the bound count as `other`.
    expect(samples['connect-src other']).toBe(21);
    const labelledOrigins = new Set(Object.keys(samples).map((key) => key.split(' ')[1]));
    labelledOrigins.delete('other');
    expect(labelledOrigins.size).toBe(MAX_BLOCKED_ORIGINS);
  });
});
