import type { PerfFigures } from './targets';

/** The parts of a Lighthouse JSON report (LHR) the benchmark reads. */
export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { type: string; items?: unknown[] };
}

export interface LighthouseReport {
  lighthouseVersion: string;
  fetchTime: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: { performance: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, LighthouseAudit | undefined>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
}

function numeric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no value for ${id}`);
  return value;
}

export function figuresOf(report: LighthouseReport): PerfFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  const requests = report.audits['network-requests']?.details?.items?.length ?? 0;
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    siMs: numeric(report, 'speed-index'),
    requests,
  };
}

interface NodeItem {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
}
interface SubpartTable {
  type: 'table';
  items: { label?: string; duration?: number }[];
}

export interface ReportNotes {
  /** The LCP element: its label and CSS selector. */
  lcpElement: string;
  /** Where the LCP time goes (time to first byte, resource load delay ...). */
  lcpBreakdown: string;
  /** Insights and diagnostics that fail, biggest estimated saving first. */
  opportunities: string[];
}

const OPPORTUNITY_LIMIT = 8;

/** What the engineer making the page faster wants from a run: the LCP element and the biggest opportunities. */
export function notesOf(report: LighthouseReport): ReportNotes {
  const lcpItems = (report.audits['lcp-breakdown-insight']?.details?.items ?? []) as (NodeItem | SubpartTable)[];
  const node = lcpItems.find((item): item is NodeItem => item.type === 'node');
  const subparts = lcpItems.find((item): item is SubpartTable => item.type === 'table');
  const lcpElement = node ? `${node.nodeLabel ?? ''} (${node.selector ?? 'no selector'})` : 'not found';
  const lcpBreakdown = (subparts?.items ?? []).map((part) => `${part.label} ${Math.round(part.duration ?? 0)} ms`).join(', ');

  const savings = (audit: LighthouseAudit) => Object.values(audit.metricSavings ?? {}).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const opportunities = report.categories.performance.auditRefs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => report.audits[ref.id])
    .filter((audit): audit is LighthouseAudit => audit !== undefined && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, OPPORTUNITY_LIMIT)
    .map((audit) => {
      const saved = Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => (value ?? 0) > 0)
        .map(([metric, value]) => `${metric} -${metric === 'CLS' ? (value ?? 0).toFixed(3) : `${Math.round(value ?? 0)} ms`}`);
      return [audit.title, audit.displayValue, saved.length > 0 ? `(${saved.join(', ')})` : ''].filter(Boolean).join(' ');
    });
  return { lcpElement, lcpBreakdown, opportunities };
}
