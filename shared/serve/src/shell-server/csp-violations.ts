import { Counter, type Registry } from 'prom-client';

export const CSP_VIOLATIONS_METRIC = 'storefront_csp_violations_total';

/** The bodies browsers send violation reports in: the Reporting API's (`report-to`) and the older `report-uri`'s. */
export const CSP_REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report'] as const;
export type CspReportContentType = (typeof CSP_REPORT_CONTENT_TYPES)[number];

/** The directives a violation can name (CSP Level 3); any other name is counted as `other`. */
const DIRECTIVES: ReadonlySet<string> = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'sandbox',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);

/** At most this many blocked origins get a label of their own (reports are anyone's to send); later ones count as `other`. */
export const MAX_BLOCKED_ORIGINS = 50;

/** One violation as a report names it, untrusted: its directive and what was blocked (a URL or a keyword). */
export interface CspViolation {
  directive: unknown;
  blocked: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations of a report body, or undefined when it is not one. The Reporting API sends a list of reports, of
 * which those of type `csp-violation` are read (`body.effectiveDirective`, `body.blockedURL`); `report-uri` sends one
 * `{"csp-report": {...}}` (`effective-directive`, or the first word of `violated-directive`, and `blocked-uri`).
 */
export function cspViolationsOf(contentType: CspReportContentType, text: string): CspViolation[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (contentType === 'application/reports+json') {
    if (!Array.isArray(parsed)) return undefined;
    return parsed
      .filter((report): report is { body: Record<string, unknown> } => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
      .map(({ body }) => ({ directive: body.effectiveDirective, blocked: body.blockedURL }));
  }
  const report = isObject(parsed) ? parsed['csp-report'] : undefined;
  if (!isObject(report)) return undefined;
  const violated = typeof report['violated-directive'] === 'string' ? report['violated-directive'].trim().split(/\s/)[0] : undefined;
  return [{ directive: report['effective-directive'] ?? violated, blocked: report['blocked-uri'] }];
}

/** The directive's label: a directive's name, or `other`. */
export function directiveLabel(directive: unknown): string {
  const name = typeof directive === 'string' ? directive.trim().toLowerCase() : '';
  return DIRECTIVES.has(name) ? name : 'other';
}

/** What was blocked, as little as tells it apart: an http(s) URL's origin, `inline`, `eval`, or `other`. */
export function blockedLabel(blocked: unknown): string {
  if (typeof blocked !== 'string') return 'other';
  const value = blocked.trim().toLowerCase();
  if (value === 'inline' || value === 'eval') return value;
  if (value === 'wasm-eval') return 'eval';
  try {
    const { protocol, origin } = new URL(blocked);
    return protocol === 'https:' || protocol === 'http:' ? origin : 'other';
  } catch {
    return 'other';
  }
}

/**
 * `storefront_csp_violations_total{directive, blocked}` in a Prometheus registry (the field figures'): its labels are
 * bounded by the directives' names x (MAX_BLOCKED_ORIGINS origins + `inline`, `eval`, `other`).
 */
export class CspViolations {
  private readonly counter: Counter<'directive' | 'blocked'>;
  private readonly origins = new Set<string>();

  constructor(registry: Registry) {
    this.counter = new Counter({
      name: CSP_VIOLATIONS_METRIC,
      help: "Content-Security-Policy violations browsers reported for the shell's documents, by directive and what was blocked (its origin)",
      labelNames: ['directive', 'blocked'],
      registers: [registry],
    });
  }

  count(violations: readonly CspViolation[]): void {
    for (const violation of violations)
      this.counter.inc({ directive: directiveLabel(violation.directive), blocked: this.bounded(blockedLabel(violation.blocked)) });
  }

  private bounded(blocked: string): string {
    if (blocked === 'inline' || blocked === 'eval' || blocked === 'other' || this.origins.has(blocked)) return blocked;
    if (this.origins.size >= MAX_BLOCKED_ORIGINS) return 'other';
    this.origins.add(blocked);
    return blocked;
  }
}
