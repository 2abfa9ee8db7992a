import type { ReleaseFigures } from './field-figures';

const number = (value: number | undefined, digits: number, unit = '') => (value === undefined ? '–' : `${value.toFixed(digits)}${unit}`);

/** The figures as a table: one row per fragment and release. */
export function formatFigures(rows: readonly ReleaseFigures[]): string {
  const header = ['fragment', 'release', 'page views', 'errors / 1,000', 'p75 LCP', 'p75 INP', 'p75 CLS'];
  const cells = rows.map((row) => [
    row.fragment,
    row.release,
    String(Math.round(row.pageViews)),
    number(row.errorsPerThousandViews, 1),
    number(row.p75LcpMs, 0, ' ms'),
    number(row.p75InpMs, 0, ' ms'),
    number(row.p75Cls, 3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}
