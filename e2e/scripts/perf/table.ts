import { formatScore, missedByteBudgets, missedMetrics, type JavaScriptFigures, type PerfFigures, type PerfTargets } from './targets';

export interface TableRow {
  route: string;
  visit: string;
  /** The medians of the runs. */
  perf: PerfFigures;
  targets: PerfTargets;
  /** A touch phone's JavaScript; none with the desktop preset. */
  js?: JavaScriptFigures;
}

/** A figure that misses its target or budget is marked so. */
export const MISSED = '✗';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const HEADERS = ['route', 'visit', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS gzip initial', 'JS gzip after scroll', 'requests'];
/** Text columns to the left, figures to the right. */
const RIGHT_ALIGNED = HEADERS.map((_, index) => index >= 2);

function cells(row: TableRow): string[] {
  const missed = new Set<string>(missedMetrics(row.perf, row.targets));
  const overBudget = new Set<string>(row.js ? missedByteBudgets(row.js) : []);
  const mark = (text: string, isMissed: boolean) => (isMissed ? `${text} ${MISSED}` : text);
  return [
    `\`${row.route}\``,
    row.visit,
    mark(formatScore(row.perf.score), missed.has('score')),
    seconds(row.perf.fcpMs),
    mark(seconds(row.perf.lcpMs), missed.has('lcpMs')),
    mark(milliseconds(row.perf.tbtMs), missed.has('tbtMs')),
    mark(row.perf.cls.toFixed(3), missed.has('cls')),
    seconds(row.perf.siMs),
    row.js ? mark(kilobytes(row.js.initialGzipBytes), overBudget.has('initial')) : '-',
    row.js ? mark(kilobytes(row.js.afterScrollGzipBytes), overBudget.has('afterScroll')) : '-',
    String(Math.round(row.perf.requests)),
  ];
}

/** A Markdown table, padded so it reads as a table in a terminal too. */
export function formatTable(rows: readonly TableRow[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((header, column) => Math.max(header.length, ...body.map((line) => [...(line[column] as string)].length)));
  const pad = (text: string, column: number) => {
    const fill = ' '.repeat((widths[column] as number) - [...text].length);
    return RIGHT_ALIGNED[column] ? fill + text : text + fill;
  };
  const line = (texts: string[]) => `| ${texts.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (RIGHT_ALIGNED[column] ? `${'-'.repeat(width + 1)}:` : `${'-'.repeat(width + 2)}`)).join('|')}|`;
  return [line(HEADERS), rule, ...body.map(line)].join('\n');
}
