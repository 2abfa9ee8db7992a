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

/** Lighthouse's presets: `mobile` (its default: a phone, slow 4G, 4x CPU slowdown) and `desktop` (no CPU slowdown). */
export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** Each preset's own CPU slowdown. */
export const PRESET_CPU_SLOWDOWNS: Record<Preset, number> = { mobile: 4, desktop: 1 };

export function parsePreset(value: string): Preset {
  const preset = PRESETS.find((candidate) => candidate === value);
  if (!preset) throw new Error(`--preset takes ${PRESETS.join(' or ')}, not ${value}`);
  return preset;
}

/** What a route's figures must meet; a metric without a target is not judged. */
export interface PerfTargets {
  minScore?: number;
  maxLcpMs?: number;
  maxTbtMs?: number;
  maxCls: number;
}

/** The targets every route meets in every kind of visit with Lighthouse's mobile preset. */
export const PERF_TARGETS = { minScore: 95, maxLcpMs: 1_500, maxCls: 0.02, maxTbtMs: 200 } as const satisfies PerfTargets;

/**
 * With the desktop preset (issue 41): the first screen painted from the server's HTML, the largest paint within
 * half a second on the pages whose largest paint is a picture, and nothing moving on any.
 */
const DESKTOP_LCP_ROUTES = new Set(['/', '/eigenmarken']);
const DESKTOP_MAX_LCP_MS = 500;

export function perfTargetsFor(preset: Preset, route: string): PerfTargets {
  if (preset === 'mobile') return PERF_TARGETS;
  return DESKTOP_LCP_ROUTES.has(route) ? { maxLcpMs: DESKTOP_MAX_LCP_MS, maxCls: 0 } : { maxCls: 0 };
}

/** The targets as one line: "score >= 95, LCP <= 1.5 s, TBT <= 200 ms, CLS <= 0.02". */
export function describeTargets(targets: PerfTargets): string {
  return [
    targets.minScore === undefined ? '' : `score >= ${targets.minScore}`,
    targets.maxLcpMs === undefined ? '' : `LCP <= ${targets.maxLcpMs / 1000} s`,
    targets.maxTbtMs === undefined ? '' : `TBT <= ${targets.maxTbtMs} ms`,
    `CLS <= ${targets.maxCls}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export type Metric = keyof PerfFigures;

/** A score as Lighthouse shows it; the median of an even number of runs may end in .5. */
export const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** The metrics of the figures that miss their target. */
export function missedMetrics(figures: PerfFigures, targets: PerfTargets): Metric[] {
  const missed: Metric[] = [];
  if (targets.minScore !== undefined && figures.score < targets.minScore) missed.push('score');
  if (targets.maxLcpMs !== undefined && figures.lcpMs > targets.maxLcpMs) missed.push('lcpMs');
  if (targets.maxTbtMs !== undefined && figures.tbtMs > targets.maxTbtMs) missed.push('tbtMs');
  if (figures.cls > targets.maxCls) missed.push('cls');
  return missed;
}

export function perfMisses(figures: PerfFigures, targets: PerfTargets): string[] {
  const texts: Partial<Record<Metric, string>> = {
    score: `performance score ${formatScore(figures.score)} < ${targets.minScore}`,
    lcpMs: `LCP ${(figures.lcpMs / 1000).toFixed(2)} s > ${(targets.maxLcpMs ?? 0) / 1000} s`,
    tbtMs: `TBT ${Math.round(figures.tbtMs)} ms > ${targets.maxTbtMs} ms`,
    cls: `CLS ${figures.cls.toFixed(3)} > ${targets.maxCls}`,
  };
  return missedMetrics(figures, targets).map((metric) => texts[metric] as string);
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
