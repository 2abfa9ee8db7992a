import { parseArgs } from 'node:util';
import { originOf } from '../topology';
import { figuresSourceFromEnvironment, type ReleaseFigures } from './field-figures';

const USAGE = 'npm run rum -- report [--fragment <name>] [--since 15m]';

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
  const line = (row: readonly string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { fragment: { type: 'string' }, since: { type: 'string', default: '15m' } },
  });
  if (positionals[0] !== 'report' || positionals.length > 1) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const source = figuresSourceFromEnvironment(process.env, [originOf('shell')]);
  const rows = await source.figures({ since: values.since, fragment: values.fragment });
  console.info(`Field figures from ${source.description}${process.env.STOREFRONT_METRICS ? `, last ${values.since}` : ''}:\n`);
  console.info(rows.length > 0 ? formatFigures(rows) : '(no figures yet: no page has reported)');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
