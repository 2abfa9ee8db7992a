import { AFTER_SCROLL_GZIP_BUDGET_BYTES, INITIAL_GZIP_BUDGET_BYTES } from '../../support/javascript-bytes';

/** Lighthouse figures of one run (or the medians of several): score 0-100, times in ms. */
export interface PerfFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  requests: number;
}

/** The targets every route meets in every kind of visit (Lighthouse's default mobile preset). */
export const PERF_TARGETS = { minScore: 95, maxLcpMs: 1_500, maxCls: 0.02, maxTbtMs: 200 } as const;

export type Metric = keyof PerfFigures;

/** A score as Lighthouse shows it; the median of an even number of runs may end in .5. */
export const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** The metrics of the figures that miss their target. */
export function missedMetrics(figures: PerfFigures): Metric[] {
  const missed: Metric[] = [];
  if (figures.score < PERF_TARGETS.minScore) missed.push('score');
  if (figures.lcpMs > PERF_TARGETS.maxLcpMs) missed.push('lcpMs');
  if (figures.tbtMs > PERF_TARGETS.maxTbtMs) missed.push('tbtMs');
  if (figures.cls > PERF_TARGETS.maxCls) missed.push('cls');
  return missed;
}

export function perfMisses(figures: PerfFigures): string[] {
  const texts: Partial<Record<Metric, string>> = {
    score: `performance score ${formatScore(figures.score)} < ${PERF_TARGETS.minScore}`,
    lcpMs: `LCP ${(figures.lcpMs / 1000).toFixed(1)} s > ${PERF_TARGETS.maxLcpMs / 1000} s`,
    tbtMs: `TBT ${Math.round(figures.tbtMs)} ms > ${PERF_TARGETS.maxTbtMs} ms`,
    cls: `CLS ${figures.cls.toFixed(3)} > ${PERF_TARGETS.maxCls}`,
  };
  return missedMetrics(figures).map((metric) => texts[metric] as string);
}

export interface JavaScriptFigures {
  route: string;
  initialGzipBytes: number;
  afterScrollGzipBytes: number;
  missingContentTypes: string[];
}

export type ByteBudget = 'initial' | 'afterScroll';

/** The byte budgets of `/` the figures miss; other routes have none. */
export function missedByteBudgets(figures: JavaScriptFigures): ByteBudget[] {
  if (figures.route !== '/') return [];
  const missed: ByteBudget[] = [];
  if (figures.initialGzipBytes > INITIAL_GZIP_BUDGET_BYTES) missed.push('initial');
  if (figures.afterScrollGzipBytes > AFTER_SCROLL_GZIP_BUDGET_BYTES || figures.missingContentTypes.length > 0) missed.push('afterScroll');
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB (${bytes.toLocaleString('en-US')} bytes)`;

export function byteBudgetMisses(figures: JavaScriptFigures): string[] {
  return missedByteBudgets(figures).flatMap((budget) => {
    if (budget === 'initial') return [`JavaScript before any scroll ${kb(figures.initialGzipBytes)} gzip > ${kb(INITIAL_GZIP_BUDGET_BYTES)}`];
    const misses: string[] = [];
    if (figures.afterScrollGzipBytes > AFTER_SCROLL_GZIP_BUDGET_BYTES) {
      misses.push(`JavaScript after scrolling to the end ${kb(figures.afterScrollGzipBytes)} gzip > ${kb(AFTER_SCROLL_GZIP_BUDGET_BYTES)}`);
    }
    if (figures.missingContentTypes.length > 0) {
      misses.push(`after scrolling to the end, block types of the sample layout are missing: ${figures.missingContentTypes.join(', ')}`);
    }
    return misses;
  });
}
