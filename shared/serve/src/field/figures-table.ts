import type { ReleaseFigures } from './field-figures';

const number = (value: number | undefined, digits: number, unit = '') => (value === undefined ? '–' : `${value.toFixed(digits)}${unit}`);
/** A p75 with the samples behind it: a percentile of a handful says little. */
const percentile = (value: number | undefined, samples: number, digits: number, unit = '') =>
  value === undefined ? '–' : `${number(value, digits, unit)} (${Math.round(samples)})`;

/** The figures as a table: one row per fragment and release. */
export function formatFigures(rows: readonly ReleaseFigures[]): string {
  const header = ['fragment', 'release', 'page views', 'errors / 1,000', 'p75 LCP (samples)', 'p75 INP (samples)', 'p75 CLS (samples)'];
  const cells = rows.map((row) => [
    row.fragment,
    row.release,
    String(Math.round(row.pageViews)),
    number(row.errorsPerThousandViews, 1),
    percentile(row.p75LcpMs, row.vitalSamples.lcp, 0, ' ms'),
    percentile(row.p75InpMs, row.vitalSamples.inp, 0, ' ms'),
    percentile(row.p75Cls, row.vitalSamples.cls, 3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}
