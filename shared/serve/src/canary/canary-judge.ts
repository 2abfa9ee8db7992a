import type { ReleaseFigures } from '../field/field-figures';

/** One figure the judge compares, with how much worse the candidate may be and how much traffic it needs first. */
export interface MetricBound {
  /** How much higher the candidate's figure may be than the live release's over the same window. */
  maxIncrease: number;
  /** Page views each variant needs in the window before this figure is judged. */
  minPageViews: number;
}

export type JudgedMetric = 'errors' | 'inp' | 'lcp' | 'cls';

export type CanaryBounds = Record<JudgedMetric, MetricBound>;

/**
 * Defaults, all overridable (`npm run canary -- run ... --max-errors 0.02 --min-views 200` and so on; docs/delivery-and-storage.md,
 * "Canaries"):
 * - errors per page view +0.02 with 100 page views per variant: a release that throws for one shopper in fifty more
 *   than the live one is out; at 100 views a rate of 0.2 (one in five) stands four standard errors above 0.02.
 * - p75 INP +50 ms, p75 LCP +300 ms: a quarter of the distance between "good" and "poor" of each (200/500 ms,
 *   2.5/4 s), so a step worse for a quarter of the shoppers is out; the histograms' buckets are 50 ms and 0.5 s wide
 *   around there. 100 page views: a p75 of 100 samples moves by about a bucket between windows.
 * - p75 CLS +0.05: a third of the distance between good and poor (0.1/0.25), with 100 page views.
 */
export const DEFAULT_BOUNDS: CanaryBounds = {
  errors: { maxIncrease: 0.02, minPageViews: 100 },
  inp: { maxIncrease: 50, minPageViews: 100 },
  lcp: { maxIncrease: 300, minPageViews: 100 },
  cls: { maxIncrease: 0.05, minPageViews: 100 },
};

const LABELS: Record<JudgedMetric, string> = { errors: 'errors per page view', inp: 'p75 INP', lcp: 'p75 LCP', cls: 'p75 CLS' };
const UNITS: Record<JudgedMetric, (value: number) => string> = {
  errors: (value) => value.toFixed(3),
  inp: (value) => `${Math.round(value)} ms`,
  lcp: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
};

export interface MetricCheck {
  metric: JudgedMetric;
  /** `in`: within bounds; `out`: out of bounds; `waiting`: too few page views yet; `unmeasured`: neither has one. */
  result: 'in' | 'out' | 'waiting' | 'unmeasured';
  live?: number;
  candidate?: number;
  limit?: number;
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
      return figures.pageViews > 0 ? figures.errors / figures.pageViews : undefined;
    case 'inp':
      return figures.p75InpMs;
    case 'lcp':
      return figures.p75LcpMs;
    case 'cls':
      return figures.p75Cls;
  }
}

function check(metric: JudgedMetric, bound: MetricBound, live: ReleaseFigures | undefined, candidate: ReleaseFigures | undefined): MetricCheck {
  const views = Math.min(live?.pageViews ?? 0, candidate?.pageViews ?? 0);
  if (views < bound.minPageViews) return { metric, result: 'waiting' };
  const [liveValue, candidateValue] = [valueOf(metric, live), valueOf(metric, candidate)];
  // A vital nobody's page attributed to this fragment (its element was never the LCP, nobody tapped it): nothing to
  // compare. The candidate without one is no worse; the live release without one counts as 0 (the candidate's is new).
  if (candidateValue === undefined) return { metric, result: liveValue === undefined ? 'unmeasured' : 'in', live: liveValue };
  const limit = (liveValue ?? 0) + bound.maxIncrease;
  return { metric, result: candidateValue > limit ? 'out' : 'in', live: liveValue, candidate: candidateValue, limit };
}

function describe(item: MetricCheck): string {
  const format = UNITS[item.metric];
  const figure = (value: number | undefined) => (value === undefined ? 'none' : format(value));
  switch (item.result) {
    case 'waiting':
      return `${LABELS[item.metric]}: waiting for page views`;
    case 'unmeasured':
      return `${LABELS[item.metric]}: not measured for this fragment`;
    default:
      return `${LABELS[item.metric]} ${figure(item.candidate)} vs live ${figure(item.live)}${item.limit === undefined ? '' : ` (limit ${format(item.limit)})`}${item.result === 'out' ? ' OUT OF BOUNDS' : ''}`;
  }
}

/**
 * Compares the candidate with the live release over the same window. Any figure out of bounds aborts at once (with
 * however few page views the others have); every figure judged and within bounds passes the step; anything else
 * holds: no promotion without evidence.
 */
export function judgeCanary(live: ReleaseFigures | undefined, candidate: ReleaseFigures | undefined, bounds: CanaryBounds = DEFAULT_BOUNDS): Verdict {
  const checks = (Object.keys(bounds) as JudgedMetric[]).map((metric) => check(metric, bounds[metric], live, candidate));
  const pageViews = { live: Math.round(live?.pageViews ?? 0), candidate: Math.round(candidate?.pageViews ?? 0) };
  const decision = checks.some((item) => item.result === 'out') ? 'abort' : checks.some((item) => item.result === 'waiting') ? 'hold' : 'pass';
  const traffic = `page views: candidate ${pageViews.candidate}, live ${pageViews.live}`;
  const waiting = Math.max(...checks.filter((item) => item.result === 'waiting').map((item) => bounds[item.metric].minPageViews), 0);
  const summary = [
    decision === 'hold' ? `too little traffic to judge (${traffic}; ${waiting} each needed)` : traffic,
    ...checks.filter((item) => item.result !== 'waiting' || decision !== 'hold').map(describe),
  ].join('; ');
  return { decision, checks, summary, pageViews };
}
