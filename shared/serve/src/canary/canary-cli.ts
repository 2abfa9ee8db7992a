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
import { CANARY_RUN_EXIT_CODES, canaryRunExitCode } from './canary-exit-codes';
import { DEFAULT_BOUNDS } from './canary-judge';
import { boundsFrom, numberOption } from './canary-options';
import { DEFAULT_MAX_HOLDS, InvalidStepsError, runCanary } from './canary-run';
import { parseDuration } from './durations';
import { stopOnSignals } from './stop-signals';

const USAGE = `usage:
  npm run canary -- start <fragment> <release> --percent <P> [--reason "…"] [--force]
  npm run canary -- status <fragment> [--json]
  npm run canary -- promote <fragment> [--reason "…"] [--force]
  npm run canary -- abort <fragment> --reason "…"
  npm run canary -- run <fragment> <release> --steps 5,25,50,100 --interval 5m
      [--max-errors ${DEFAULT_BOUNDS.errors.maxIncrease}] [--max-inp-ms ${DEFAULT_BOUNDS.inp.maxIncrease}] [--max-lcp-ms ${DEFAULT_BOUNDS.lcp.maxIncrease}] [--max-cls ${DEFAULT_BOUNDS.cls.maxIncrease}]
      [--min-views ${DEFAULT_BOUNDS.errors.minPageViews}] [--max-holds ${DEFAULT_MAX_HOLDS}] [--force]
  (every command: [--root <folder>] [--shell <origin> ...])`;

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
      const bounds = boundsFrom(values);
      const maxHolds = numberOption(values['max-holds'], '--max-holds');
      // A pipeline's cancel or time-out: the run takes its canary out and exits as aborted (or 4, it may still be live).
      const stop = stopOnSignals({
        onStop: (signal) => console.error(`${fragment}: ${signal}: stopping the canary run and taking the canary of ${release} out`),
        onRepeat: (signal) => {
          console.error(`${fragment}: ${signal} again before the canary was taken out`);
          console.error(`the canary may still be live: ${fragment} ${release}`);
          process.exit(CANARY_RUN_EXIT_CODES.failedMayBeLive);
        },
      });
      try {
        const result = await runCanary({
          storage,
          fragment,
          release: release ?? '',
          steps,
          intervalMs,
          figures: windowedFiguresFromEnvironment(process.env, shells),
          bounds,
          maxHolds,
          force: values.force,
          signal: stop.signal,
        });
        return canaryRunExitCode(result);
      } finally {
        stop.dispose();
      }
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
