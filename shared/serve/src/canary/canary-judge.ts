import type { ReleaseFigures, Vital } from '../field/field-figures';

/** One figure the judge compares, with how much worse the candidate may be and how much traffic it needs first. */
export interface MetricBound {
  /** How much higher the candidate's figure may be than the live release's over the same window. */
  maxIncrease: number;
  /** Page views each variant needs in the window before this figure is judged. */
  minPageViews: number;
}

/** A Web Vital's bound: its p75 needs samples of its own, which are far fewer than page views. */
export interface VitalBound extends MetricBound {
  /** Samples of the vital each variant needs in the window before its p75 is judged. */
  minSamples: number;
}

export type JudgedMetric = 'errors' | Vital;

export interface CanaryBounds extends Record<Vital, VitalBound> {
  errors: MetricBound;
}

/**
 * Defaults, all overridable (`npm run canary -- run ... --max-errors 0.02 --min-views 200` and so on; docs/delivery-and-storage.md,
 * "Canaries"):
 * - page views with errors +0.02 with 100 page views per variant: the share of views meeting at least one error of
 *   the fragment (a view throwing 40 times counts once), so a release that fails one page view in fifty more than the
 *   live one is out; at 100 views a share of 0.2 (one in five) stands four standard errors above 0.02.
 * - p75 INP +50 ms, p75 LCP +300 ms: a quarter of the distance between "good" and "poor" of each (200/500 ms,
 *   2.5/4 s), so a step worse for a quarter of the shoppers is out; the histograms' buckets are 50 ms and 0.5 s wide
 *   around there.
 * - p75 CLS +0.05: a third of the distance between good and poor (0.1/0.25).
 * - Each vital with 100 page views and 100 samples of its own per variant: the increases above are sized for a p75 of
 *   100 samples, which moves by about a bucket between windows (19 times in 20 it lies between the 66th and the 84th
 *   percentile of what shoppers met). Page views alone say little: a vital comes only with a document's first view and
 *   only to the fragment holding its element or tap, so 100 views may bring 6 INP samples, whose p75 may lie anywhere
 *   from the 40th percentile up: 80, 90, 100, 150, 420 and 450 ms give 425 ms, two slow taps abort a healthy release.
 */
export const DEFAULT_BOUNDS: CanaryBounds = {
  errors: { maxIncrease: 0.02, minPageViews: 100 },
  inp: { maxIncrease: 50, minPageViews: 100, minSamples: 100 },
  lcp: { maxIncrease: 300, minPageViews: 100, minSamples: 100 },
  cls: { maxIncrease: 0.05, minPageViews: 100, minSamples: 100 },
};

/** `bounds` with one minimum for every figure: the page views of each, and the samples of each vital (`--min-views`). */
export function withMinimum(bounds: CanaryBounds, minimum: number): CanaryBounds {
  const vital = (bound: VitalBound): VitalBound => ({ ...bound, minPageViews: minimum, minSamples: minimum });
  return { errors: { ...bounds.errors, minPageViews: minimum }, inp: vital(bounds.inp), lcp: vital(bounds.lcp), cls: vital(bounds.cls) };
}

const LABELS: Record<JudgedMetric, string> = { errors: 'share of page views with errors', inp: 'p75 INP', lcp: 'p75 LCP', cls: 'p75 CLS' };
const UNITS: Record<JudgedMetric, (value: number) => string> = {
  errors: (value) => value.toFixed(3),
  inp: (value) => `${Math.round(value)} ms`,
  lcp: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
};

export interface MetricCheck {
  metric: JudgedMetric;
  /**
   * `in`: within bounds; `out`: out of bounds; `waiting`: too few page views yet; `unmeasured`: neither has a sample
   * of the vital; `too-few-samples`: a vital with its page views but too few samples on either side, not judged.
   */
  result: 'in' | 'out' | 'waiting' | 'unmeasured' | 'too-few-samples';
  live?: number;
  candidate?: number;
  limit?: number;
  /** A vital's samples on each side and the minimum each needs, when too few. */
  samples?: { live: number; candidate: number; needed: number };
}

export interface Verdict {
  /** `pass` (this step is within bounds), `abort` (a figure is out of bounds), `hold` (not enough evidence yet). */
  decision: 'pass' | 'abort' | 'hold';
  checks: MetricCheck[];
  /** One line for a person and the history: the figures and what they mean. */
  summary: string;
  pageViews: { live: number; candidate: number };
}

function valueOf(metric: JudgedMetric, figures: ReleaseFigures | undefined): number | undefined {
  if (!figures) return undefined;
  switch (metric) {
    case 'errors':
      return figures.pageViews > 0 ? figures.pageViewsWithErrors / figures.pageViews : undefined;
    case 'inp':
      return figures.p75InpMs;
    case 'lcp':
      return figures.p75LcpMs;
    case 'cls':
      return figures.p75Cls;
  }
}

function compared(metric: JudgedMetric, bound: MetricBound, live: number | undefined, candidate: number): MetricCheck {
  const limit = (live ?? 0) + bound.maxIncrease;
  return { metric, result: candidate > limit ? 'out' : 'in', live, candidate, limit };
}

/**
 * A p75 is judged only on its minimum of samples on both sides. Too few on either side (none included: a live
 * release without samples is no baseline of 0, the candidate's p75 compared with it would abort any release whose
 * element newly became the LCP) leaves it unjudged and the other figures decide; the summary names it, and a later
 * step's window may bring its samples.
 */
function checkVital(metric: Vital, bound: VitalBound, live: ReleaseFigures | undefined, candidate: ReleaseFigures | undefined): MetricCheck {
  const [liveValue, candidateValue] = [valueOf(metric, live), valueOf(metric, candidate)];
  // Nobody's page attributed it to this fragment (its element was never the LCP, nobody tapped it).
  if (liveValue === undefined && candidateValue === undefined) return { metric, result: 'unmeasured' };
  const samples = { live: live?.vitalSamples[metric] ?? 0, candidate: candidate?.vitalSamples[metric] ?? 0, needed: bound.minSamples };
  if (liveValue === undefined || candidateValue === undefined || Math.min(samples.live, samples.candidate) < bound.minSamples)
    return { metric, result: 'too-few-samples', live: liveValue, candidate: candidateValue, samples };
  return compared(metric, bound, liveValue, candidateValue);
}

/** A figure is never judged without a page view on both sides, whatever its minimum: no figures are no evidence. */
const viewsNeeded = (bound: MetricBound) => Math.max(1, bound.minPageViews);

function check(metric: JudgedMetric, bounds: CanaryBounds, live: ReleaseFigures | undefined, candidate: ReleaseFigures | undefined): MetricCheck {
  const views = Math.min(live?.pageViews ?? 0, candidate?.pageViews ?? 0);
  if (views < viewsNeeded(bounds[metric])) return { metric, result: 'waiting' };
  if (metric !== 'errors') return checkVital(metric, bounds[metric], live, candidate);
  const [liveValue, candidateValue] = [valueOf(metric, live), valueOf(metric, candidate)];
  if (candidateValue === undefined) return { metric, result: liveValue === undefined ? 'unmeasured' : 'in', live: liveValue };
  return compared(metric, bounds.errors, liveValue, candidateValue);
}

function describe(item: MetricCheck): string {
  const format = UNITS[item.metric];
  const figure = (value: number | undefined) => (value === undefined ? 'none' : format(value));
  switch (item.result) {
    case 'waiting':
      return `${LABELS[item.metric]}: waiting for page views`;
    case 'unmeasured':
      return `${LABELS[item.metric]}: not measured for this fragment`;
    case 'too-few-samples':
      return `${LABELS[item.metric]} not judged: too few samples (candidate ${Math.round(item.samples?.candidate ?? 0)}, live ${Math.round(item.samples?.live ?? 0)}; ${item.samples?.needed ?? 0} each needed)`;
    default:
      return `${LABELS[item.metric]} ${figure(item.candidate)} vs live ${figure(item.live)}${item.limit === undefined ? '' : ` (limit ${format(item.limit)})`}${item.result === 'out' ? ' OUT OF BOUNDS' : ''}`;
  }
}

/**
 * Compares the candidate with the live release over the same window. Any figure out of bounds aborts at once (with
 * however few page views the others have); every figure with its page views within bounds or not judged (a vital not
 * measured, or with too few samples: the summary names it) passes the step; too few page views hold: no promotion
 * without evidence.
 */
export function judgeCanary(live: ReleaseFigures | undefined, candidate: ReleaseFigures | undefined, bounds: CanaryBounds = DEFAULT_BOUNDS): Verdict {
  const checks = (Object.keys(bounds) as JudgedMetric[]).map((metric) => check(metric, bounds, live, candidate));
  const pageViews = { live: Math.round(live?.pageViews ?? 0), candidate: Math.round(candidate?.pageViews ?? 0) };
  const decision = checks.some((item) => item.result === 'out') ? 'abort' : checks.some((item) => item.result === 'waiting') ? 'hold' : 'pass';
  const traffic = `page views: candidate ${pageViews.candidate}, live ${pageViews.live}`;
  const waiting = Math.max(...checks.filter((item) => item.result === 'waiting').map((item) => viewsNeeded(bounds[item.metric])), 0);
  const summary = [
    decision === 'hold' ? `too little traffic to judge (${traffic}; ${waiting} each needed)` : traffic,
    ...checks.filter((item) => item.result !== 'waiting' || decision !== 'hold').map(describe),
  ].join('; ');
  return { decision, checks, summary, pageViews };
}
