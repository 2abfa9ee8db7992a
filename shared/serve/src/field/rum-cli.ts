// npm run rum -- report [--fragment <name>] [--since 15m] [--shell <origin> ...]
// The figures from Prometheus when STOREFRONT_METRICS is set, else from the shell servers' /metrics (--shell <origin>,
// repeatable; npm start's shell on the ports in use by default). docs/field-figures.md.
import { parseArgs } from 'node:util';
import { METRICS_PATH } from '@storefront/contracts';
import { commandLine, requireFragment, runAsProcess, UnknownFragmentError, UsageError, type CommandContext } from '@storefront/deploy';
import { originOf } from '../topology';
import { figuresSourceFromEnvironment, METRICS_VARIABLE } from './field-figures';
import { formatFigures } from './figures-table';

const USAGE = `usage:
  npm run rum -- report [--fragment <name>] [--since 15m] [--shell <origin> ...]`;

/** A request that reached no server, or none in time (fetch's TypeError, the timeout's DOMException). */
const isUnanswered = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

async function main(argv: readonly string[], { env, out }: CommandContext): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { fragment: { type: 'string' }, since: { type: 'string', default: '15m' }, shell: { type: 'string', multiple: true } },
  });
  const [command, ...extra] = positionals;
  if (command !== 'report') throw new UsageError(command === undefined ? 'no command given' : `unknown command ${command}`);
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);
  if (values.fragment !== undefined) requireFragment(values.fragment);

  const shells = values.shell ?? [originOf('shell', env)];
  const source = figuresSourceFromEnvironment(env, shells);
  const rows = await source.figures({ since: values.since, fragment: values.fragment }).catch((error: unknown) => {
    if (!isUnanswered(error)) throw error;
    const reason = (error as Error).message;
    if (env[METRICS_VARIABLE]) throw new Error(`No field figures: ${source.description} did not answer (${reason}).`);
    throw new Error(
      `No field figures: ${shells.map((origin) => `${origin}${METRICS_PATH}`).join(', ')} did not answer (${reason}).\n` +
        `Is a shell server running there? Name it with --shell <origin>, or give this command the ports the storefront runs on (STOREFRONT_PORT_OFFSET, SHELL_PORT).`,
    );
  });
  out.info(`Field figures from ${source.description}${env[METRICS_VARIABLE] ? `, last ${values.since}` : ''}:\n`);
  out.info(rows.length > 0 ? formatFigures(rows) : '(no figures yet: no page has reported)');
  return 0;
}

/** `npm run rum -- report`: exit code 0 done, 1 the figures could not be read, 2 wrong usage or input. */
runAsProcess(commandLine(main, { usage: USAGE, inputErrors: [UnknownFragmentError] }));
