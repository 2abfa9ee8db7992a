// npm run canary -- start <fragment> <release> --percent P [--reason "…"] [--force]
// npm run canary -- status <fragment> [--json]
// npm run canary -- promote <fragment> [--reason "…"] [--force]
// npm run canary -- abort <fragment> --reason "…"
// npm run canary -- run <fragment> <release> --steps 5,25,50,100 --interval 5m [bounds, below] [--force]
// The storage as for npm run deploy (STOREFRONT_STORAGE, --root, a squad's STOREFRONT_DEPLOY_CREDENTIAL); the figures
// from Prometheus when STOREFRONT_METRICS is set, else from the shell servers' /metrics (--shell <origin>, repeatable;
// npm start's shell by default). docs/delivery-and-storage.md, "Canaries".
import { parseArgs } from 'node:util';
import {
  abortCanary,
  CanaryRefusedError,
  canaryOf,
  commandLine,
  describeCanaryShare,
  printRetry,
  promoteCanary,
  RefusedReleaseError,
  runAsProcess,
  startCanary,
  storageFromEnvironment,
  UnknownFragmentError,
  UsageError,
} from '@storefront/deploy';
import { originOf } from '../topology';
import { figuresSourceFromEnvironment, windowedFiguresFromEnvironment } from '../field/field-figures';
import { formatFigures } from '../field/figures-table';
import { canaryRunExitCode } from './canary-exit-codes';
import { DEFAULT_BOUNDS, withMinimum, type CanaryBounds } from './canary-judge';
import { DEFAULT_MAX_HOLDS, InvalidStepsError, runCanary } from './canary-run';
import { parseDuration } from './durations';

const USAGE = `usage:
  npm run canary -- start <fragment> <release> --percent <P> [--reason "…"] [--force]
  npm run canary -- status <fragment> [--json]
  npm run canary -- promote <fragment> [--reason "…"] [--force]
  npm run canary -- abort <fragment> --reason "…"
  npm run canary -- run <fragment> <release> --steps 5,25,50,100 --interval 5m
      [--max-errors ${DEFAULT_BOUNDS.errors.maxIncrease}] [--max-inp-ms ${DEFAULT_BOUNDS.inp.maxIncrease}] [--max-lcp-ms ${DEFAULT_BOUNDS.lcp.maxIncrease}] [--max-cls ${DEFAULT_BOUNDS.cls.maxIncrease}]
      [--min-views ${DEFAULT_BOUNDS.errors.minPageViews}] [--max-holds ${DEFAULT_MAX_HOLDS}] [--force]
  (every command: [--root <folder>] [--shell <origin> ...])`;

function numberOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new UsageError(`${name} takes a number, not ${value}`);
  return number;
}

type BoundOption = 'max-errors' | 'max-inp-ms' | 'max-lcp-ms' | 'max-cls';

/** The bounds' increases from their options; `--min-views` is the minimum of page views and of each vital's samples. */
function boundsFrom(values: Partial<Record<BoundOption | 'min-views', string>>): CanaryBounds {
  const minViews = numberOption(values['min-views'], '--min-views');
  const maxIncrease = <Bound extends { maxIncrease: number }>(bound: Bound, option: BoundOption): Bound => ({
    ...bound,
    maxIncrease: numberOption(values[option], `--${option}`) ?? bound.maxIncrease,
  });
  const bounds: CanaryBounds = {
    errors: maxIncrease(DEFAULT_BOUNDS.errors, 'max-errors'),
    inp: maxIncrease(DEFAULT_BOUNDS.inp, 'max-inp-ms'),
    lcp: maxIncrease(DEFAULT_BOUNDS.lcp, 'max-lcp-ms'),
    cls: maxIncrease(DEFAULT_BOUNDS.cls, 'max-cls'),
  };
  return minViews === undefined ? bounds : withMinimum(bounds, minViews);
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      shell: { type: 'string', multiple: true },
      percent: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      steps: { type: 'string' },
      interval: { type: 'string' },
      'max-errors': { type: 'string' },
      'max-inp-ms': { type: 'string' },
      'max-lcp-ms': { type: 'string' },
      'max-cls': { type: 'string' },
      'min-views': { type: 'string' },
      'max-holds': { type: 'string' },
    },
  });
  const [fragment, release, ...extra] = positionals;
  if (fragment === undefined) throw new UsageError(command === undefined ? 'no command given' : 'no fragment given');
  const needsRelease = command === 'start' || command === 'run';
  if (extra.length > 0 || (release === undefined) === needsRelease)
    throw new UsageError(needsRelease ? 'give the fragment and the release' : `unexpected arguments: ${positionals.slice(1).join(' ')}`);
  const storage = storageFromEnvironment(process.env, { root: values.root, onRetry: printRetry });
  await storage.capabilities.migrate?.();
  const shells = values.shell ?? [originOf('shell')];

  switch (command) {
    case 'start': {
      const percent = numberOption(values.percent, '--percent');
      if (percent === undefined) throw new UsageError('start needs --percent');
      const { entry } = await startCanary({ storage, fragment, release: release ?? '', percent, force: values.force, reason: values.reason });
      console.info(
        `${fragment}: canary of ${release} for ${percent} % of shoppers from ${entry.canary?.steppedAt ?? 'now'} (live: ${entry.release}); every shell server sends them to it from that time.`,
      );
      return 0;
    }
    case 'status': {
      const running = await canaryOf(storage, fragment);
      if (!running) {
        console.info(values.json ? JSON.stringify({ fragment, canary: null }) : `${fragment}: no canary runs`);
        return 0;
      }
      const source = figuresSourceFromEnvironment(process.env, shells);
      const rows = await source.figures({ since: '15m', fragment }).catch((error: unknown) => error as Error);
      const compared = rows instanceof Error ? [] : rows.filter((row) => row.release === running.live || row.release === running.canary.release);
      if (values.json) {
        console.info(JSON.stringify({ fragment, live: running.live, canary: running.canary, figures: compared }, null, 2));
        return 0;
      }
      console.info(
        `${fragment}: canary of ${running.canary.release} for ${describeCanaryShare(running.canary, Date.now())} (started ${running.canary.startedAt}); live: ${running.live}`,
      );
      console.info(
        rows instanceof Error
          ? `  no figures: ${rows.message}`
          : `\nField figures from ${source.description}:\n${compared.length > 0 ? formatFigures(compared) : '(none yet)'}`,
      );
      return 0;
    }
    case 'promote': {
      const { entry, previous } = await promoteCanary({ storage, fragment, force: values.force, reason: values.reason });
      console.info(`${fragment}: ${entry.release} promoted: live for every shopper (was ${previous}).`);
      return 0;
    }
    case 'abort': {
      if (!values.reason) throw new UsageError('abort needs --reason "…"');
      const entry = await abortCanary({ storage, fragment, reason: values.reason });
      console.info(`${fragment}: canary of ${entry.aborted} aborted; every shopper gets ${entry.release}.`);
      return 0;
    }
    case 'run': {
      const steps = (values.steps ?? '5,25,50,100').split(',').map(Number);
      const intervalMs = parseDuration(values.interval ?? '5m');
      if (intervalMs === undefined) throw new UsageError(`--interval takes a duration like 5m or 30s, not ${values.interval}`);
      const result = await runCanary({
        storage,
        fragment,
        release: release ?? '',
        steps,
        intervalMs,
        figures: windowedFiguresFromEnvironment(process.env, shells),
        bounds: boundsFrom(values),
        maxHolds: numberOption(values['max-holds'], '--max-holds'),
        force: values.force,
      });
      return canaryRunExitCode(result);
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

runAsProcess(
  commandLine(main, {
    usage: USAGE,
    usageErrors: [InvalidStepsError],
    inputErrors: [UnknownFragmentError],
    refusals: [RefusedReleaseError, CanaryRefusedError],
  }),
);
