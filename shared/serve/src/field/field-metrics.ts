import { Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { FIELD_ERROR_KINDS, type FieldName, type FieldReport } from '@storefront/contracts';
import { FIELD_BUCKETS, FIELD_METRICS, REJECTION_REASONS, SLOW_INTERACTION_MS, type RejectionReason } from './field-metric-names';

type Labels = { fragment: string; release: string };

/**
 * The field figures of one shell server in Prometheus's format (prom-client). Every series is labelled by fragment
 * and release, from reports whose releases were checked (field-route.ts): the labels are bounded by the fragments x
 * the releases live in the last hour, and `prune` drops the series of releases no longer among them.
 */
export class FieldMetrics {
  readonly registry = new Registry();
  private readonly pageViews = new Counter({
    name: FIELD_METRICS.pageViews,
    help: 'Route views that loaded the fragment, by release',
    labelNames: ['fragment', 'release'],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: FIELD_METRICS.errors,
    help: 'Errors attributed to the fragment, by release and kind',
    labelNames: ['fragment', 'release', 'kind'],
    registers: [this.registry],
  });
  private readonly viewsWithErrors = new Counter({
    name: FIELD_METRICS.viewsWithErrors,
    help: 'Route views with at least one error attributed to the fragment, by release',
    labelNames: ['fragment', 'release'],
    registers: [this.registry],
  });
  private readonly lcp = new Histogram({
    name: FIELD_METRICS.lcp,
    help: 'Largest Contentful Paint of documents whose LCP element the fragment holds',
    labelNames: ['fragment', 'release'],
    buckets: [...FIELD_BUCKETS.lcp],
    registers: [this.registry],
  });
  private readonly inp = new Histogram({
    name: FIELD_METRICS.inp,
    help: "Interaction to Next Paint of route views whose interaction's target the fragment holds",
    labelNames: ['fragment', 'release'],
    buckets: [...FIELD_BUCKETS.inp],
    registers: [this.registry],
  });
  private readonly cls = new Histogram({
    name: FIELD_METRICS.cls,
    help: "The fragment's share of Cumulative Layout Shift per route view",
    labelNames: ['fragment', 'release'],
    buckets: [...FIELD_BUCKETS.cls],
    registers: [this.registry],
  });
  private readonly slowScripts = new Counter({
    name: FIELD_METRICS.slowInteractionScripts,
    help: `Interactions over ${SLOW_INTERACTION_MS} ms whose long animation frames ran scripts of the fragment's release`,
    labelNames: ['fragment', 'release'],
    registers: [this.registry],
  });
  private readonly accepted = new Counter({ name: FIELD_METRICS.accepted, help: 'Field reports taken', registers: [this.registry] });
  private readonly rejected = new Counter({
    name: FIELD_METRICS.rejected,
    help: 'Field reports refused, by reason',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  private readonly started = new Gauge({
    name: FIELD_METRICS.started,
    help: "When this server's field figures began counting (Unix seconds): every counter counts from zero again after a change",
    registers: [this.registry],
  });

  /** The (fragment, release) pairs whose series exist (zero() must not reset them). */
  private readonly present = new Set<string>();

  constructor(startedAtMs = Date.now()) {
    for (const reason of REJECTION_REASONS) this.rejected.inc({ reason }, 0);
    this.accepted.inc(0);
    this.started.set(startedAtMs / 1000);
  }

  /** A report whose every name and release was checked. */
  record(report: FieldReport): void {
    for (const [fragment, release] of Object.entries(report.releases)) if (release) this.zero(fragment, release);
    const labels = (fragment: FieldName): Labels => ({ fragment, release: report.releases[fragment] ?? '' });
    this.accepted.inc();
    for (const fragment of Object.keys(report.releases) as FieldName[]) this.pageViews.inc(labels(fragment));
    for (const error of report.errors) this.errors.inc({ ...labels(error.fragment), kind: error.kind });
    for (const fragment of new Set(report.errors.map((error) => error.fragment))) this.viewsWithErrors.inc(labels(fragment));
    if (report.lcp) this.lcp.observe(labels(report.lcp.fragment), report.lcp.value / 1000);
    for (const share of report.cls ?? []) this.cls.observe(labels(share.fragment), share.value);
    if (report.inp) {
      this.inp.observe(labels(report.inp.fragment), report.inp.value / 1000);
      if (report.inp.value > SLOW_INTERACTION_MS) for (const fragment of new Set(report.inp.scripts)) this.slowScripts.inc(labels(fragment));
    }
  }

  /**
   * Makes every series of a fragment's release exist at 0 before its first report: Prometheus's `increase` takes a
   * series' first sample as its start, so a series born at 1 would lose its first report.
   */
  zero(fragment: string, release: string): void {
    const key = JSON.stringify([fragment, release]);
    if (this.present.has(key)) return;
    this.present.add(key);
    const labels = { fragment, release };
    this.pageViews.inc(labels, 0);
    for (const kind of FIELD_ERROR_KINDS) this.errors.inc({ ...labels, kind }, 0);
    this.viewsWithErrors.inc(labels, 0);
    this.lcp.zero(labels);
    this.inp.zero(labels);
    this.cls.zero(labels);
    this.slowScripts.inc(labels, 0);
  }

  reject(reason: RejectionReason): void {
    this.rejected.inc({ reason });
  }

  /** Drops every series whose release is no longer one to keep (`keep(fragment, release)`). */
  async prune(keep: (fragment: string, release: string) => boolean): Promise<void> {
    const labelled: Metric<string>[] = [this.pageViews, this.errors, this.viewsWithErrors, this.lcp, this.inp, this.cls, this.slowScripts];
    for (const metric of labelled) {
      const { values } = await metric.get();
      for (const { labels } of values) {
        const { fragment, release, le: _bucket, ...rest } = labels as Record<string, string | number>;
        if (typeof fragment === 'string' && typeof release === 'string' && !keep(fragment, release)) {
          (metric as Counter<string>).remove({ fragment, release, ...rest });
          this.present.delete(JSON.stringify([fragment, release]));
        }
      }
    }
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }
}
