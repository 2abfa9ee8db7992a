import { parseArgs } from 'node:util';
import { originOf } from '../topology';
import { figuresSourceFromEnvironment } from './field-figures';
import { formatFigures } from './figures-table';

const USAGE = 'npm run rum -- report [--fragment <name>] [--since 15m]';

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
