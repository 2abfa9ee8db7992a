import type { FastifyInstance, FastifyReply } from 'fastify';
import { FIELD_REPORT_PATH, MAX_FIELD_REPORT_BYTES, METRICS_PATH, SHELL_FIELD, type FieldReport, type FieldTokenClaims } from '@storefront/contracts';
import { REVALIDATE } from '../cache-policy';
import { comesFromThisShop } from '../shell-server/consent-route';
import { fieldClient } from './field-client';
import { AcceptedOnce, FIELD_TOKEN_LIFETIME_MS, FieldTokens } from './field-token';
import { FieldMetrics } from './field-metrics';
import type { RejectionReason } from './field-metric-names';
import { FIELD_NAMES, namesIn, parseFieldReport } from './field-report-schema';

export interface FieldRouteOptions {
  tokens: FieldTokens;
  /** The releases each fragment had live (or in a canary) within the last hour, as this server reads the live entries. */
  liveReleases: () => Promise<ReadonlyMap<string, ReadonlySet<string>>>;
  /** This server's own shell build's release (field figures of the shell start with it). */
  shellRelease: string;
  metrics?: FieldMetrics;
  acceptedOnce?: AcceptedOnce;
}

const KNOWN_NAMES = new Set<string>(FIELD_NAMES);
const PRUNE_EVERY_MS = 60_000;

const namedTwice = (names: readonly string[]) => new Set(names).size !== names.length;

/**
 * Why a parsed report with a valid token is refused, if it is: Web Vitals only with the document's first view (view
 * 0: the page measures them per document) and each fragment once in them, as field-reporter.ts sends them, so one
 * token cannot weigh a release's percentiles with more; every name one of the federation's, every release the
 * token's and live.
 */
function refusal(report: FieldReport, claims: FieldTokenClaims, live: ReadonlyMap<string, ReadonlySet<string>>): RejectionReason | undefined {
  const vitals = report.lcp !== undefined || report.cls !== undefined || report.inp !== undefined;
  if (vitals && report.view !== 0) return 'vitals-after-first-view';
  if (namedTwice((report.cls ?? []).map((share) => share.fragment)) || namedTwice(report.inp?.scripts ?? [])) return 'repeated-fragment';
  const names = namesIn(report);
  if (names.some((name) => !KNOWN_NAMES.has(name))) return 'unknown-fragment';
  const releases = report.releases as Record<string, string>;
  const signed = claims.releases as Record<string, string>;
  if (names.some((name) => releases[name] === undefined)) return 'unknown-release';
  for (const [name, release] of Object.entries(releases)) {
    if (signed[name] !== release) return 'unknown-release';
    // The shell's release is the signing server's own build: only a server of the deployment can have named it.
    if (name !== SHELL_FIELD && !live.get(name)?.has(release)) return 'unknown-release';
  }
  return undefined;
}

/**
 * `POST /__rum` takes a page's field report (untrusted: from a page of this shop, bounded, validated, its token
 * verified and taken once per view on this server within its client's share, every name and release checked);
 * anything else is answered 400 and counted by its reason, never turned into a label. `GET /metrics` gives the
 * figures in Prometheus's text format.
 */
export async function registerFieldRoutes(server: FastifyInstance, options: FieldRouteOptions): Promise<FieldMetrics> {
  const metrics = options.metrics ?? new FieldMetrics();
  const acceptedOnce = options.acceptedOnce ?? new AcceptedOnce();
  // The shell's releases are not in the live entries: figures are kept for those named by reports within the hour.
  const shellReleases = new Map<string, number>([[options.shellRelease, Infinity]]);
  let pruned = { liveKey: '', at: 0 };

  await server.register(async (scope) => {
    // A beacon's body is text (`navigator.sendBeacon` with a string: text/plain, no preflight); JSON is read here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_FIELD_REPORT_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: { statusCode?: number; code?: string }, _request, reply) => {
      metrics.reject(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too-large' : 'malformed');
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ accepted: false, reason: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too-large' : 'malformed' });
    });
    const refuse = (reply: FastifyReply, reason: RejectionReason) => {
      metrics.reject(reason);
      return reply.code(400).header('Cache-Control', 'no-store').send({ accepted: false, reason });
    };
    // Another site's page may not send reports (nor use up this server's room for them): refused before the body is read.
    scope.addHook('onRequest', async (request, reply) => {
      if (!comesFromThisShop(request.headers, request.host)) return refuse(reply, 'cross-site');
      return undefined;
    });
    scope.post(FIELD_REPORT_PATH, { bodyLimit: MAX_FIELD_REPORT_BYTES }, async (request, reply) => {
      const report = typeof request.body === 'string' ? parseFieldReport(request.body) : undefined;
      if (!report) return refuse(reply, 'malformed');
      const token = options.tokens.verify(report.token);
      if (!token.ok) return refuse(reply, token.reason);
      const refused = refusal(report, token.claims, await options.liveReleases());
      if (refused) return refuse(reply, refused);
      const taken = acceptedOnce.take(token.claims, report.view, fieldClient(request.ip));
      if (taken !== 'accepted') return refuse(reply, taken);
      const shellRelease = report.releases[SHELL_FIELD];
      if (shellRelease) shellReleases.set(shellRelease, Date.now());
      metrics.record(report);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });

  server.get(METRICS_PATH, async (_request, reply) => {
    const live = await options.liveReleases();
    const shellSince = Date.now() - FIELD_TOKEN_LIFETIME_MS;
    const keep = (fragment: string, release: string) =>
      fragment === SHELL_FIELD ? (shellReleases.get(release) ?? 0) >= shellSince : (live.get(fragment)?.has(release) ?? false);
    // The series to keep change with a deploy or a shell's release: pruned when they did, and once a minute.
    const liveKey = JSON.stringify([...live].map(([fragment, releases]) => [fragment, [...releases]]));
    if (liveKey !== pruned.liveKey || Date.now() - pruned.at > PRUNE_EVERY_MS) {
      await metrics.prune(keep);
      pruned = { liveKey, at: Date.now() };
    }
    metrics.zero(SHELL_FIELD, options.shellRelease);
    for (const [fragment, releases] of live) for (const release of releases) metrics.zero(fragment, release);
    return reply
      .header('Cache-Control', REVALIDATE)
      .type(metrics.registry.contentType)
      .send(await metrics.text());
  });
  return metrics;
}
