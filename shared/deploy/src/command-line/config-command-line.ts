// npm run config -- show
// npm run config -- set-flag <name> true|false --reason "<why>"
// npm run config -- set <json-path> <value> --reason "<why>"      (e.g. apiBasePaths.content https://api.example.com)
// npm run config -- history [--json]
// npm run config -- rollback [revision] [--reason "<why>"]
// The storage is STOREFRONT_STORAGE's, as for deploy (--root <folder> for the local folder); on an object store a
// change needs the platform's credential (STOREFRONT_PLATFORM_CREDENTIAL), a squad's is refused.
import { parseArgs } from 'node:util';
import { ConfigValidationError } from '../config/config-schema';
import { commandLineValue, readConfigHistory, rollbackConfig, setConfigValue, setFlag, showConfig } from '../config/config-commands';
import type { ConfigChangeResult, ConfigRevision } from '../config/live-config';
import { storageFromEnvironment } from '../storage/storage-url';
import { describeRetry } from '../storage/transient-retry-policy';
import { commandLine, UsageError, type CommandContext } from './command-line';

const USAGE = `usage:
  npm run config -- show [--json]
  npm run config -- set-flag <name> true|false --reason "<why>"
  npm run config -- set <json-path> <value> --reason "<why>"
  npm run config -- history [--json]
  npm run config -- rollback [revision] [--reason "<why>"]
  (the storage: STOREFRONT_STORAGE, or --root <folder> for a local folder)`;

function describeChange({ change }: ConfigRevision): string {
  const what =
    change.action === 'rollback'
      ? `rollback to revision ${change.to}`
      : change.path !== undefined
        ? `${change.action} ${change.path} = ${JSON.stringify(change.value)}`
        : change.action === 'start'
          ? 'provided by the shell’s build'
          : change.action;
  return `${what}; by ${change.by} (${change.credential} credential) at ${change.at}: "${change.reason}"`;
}

function changeSummary(result: ConfigChangeResult): string[] {
  if (!result.written) return [`Nothing changed: the config is that already (revision ${result.previous?.revision ?? 'none'}).`];
  return [
    `Config revision ${result.written.revision} is live (was ${result.previous?.revision ?? 'none'}): ${describeChange(result.written)}.`,
    '  Shell servers serve it from their next read (the local folder: at once; an object store: within 2 s), pages from their next load.',
  ];
}

function historyTable(revisions: readonly ConfigRevision[], live: number | undefined): string[] {
  if (revisions.length === 0) return ['The config has no history yet.'];
  return revisions.map((revision) => `${revision.revision === live ? '*' : ' '} ${String(revision.revision).padStart(4)}  ${describeChange(revision)}`);
}

async function run(argv: readonly string[], { env, out }: CommandContext): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { root: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const storage = storageFromEnvironment(env, { root: values.root, onRetry: (notice) => out.warn(describeRetry(notice)) });
  const requireReason = () => {
    if (!values.reason?.trim()) throw new UsageError('a change needs a reason: --reason "<why>"');
    return values.reason;
  };
  switch (command) {
    case 'show': {
      if (positionals.length > 0) throw new UsageError(`unexpected arguments: ${positionals.join(' ')}`);
      const live = await showConfig(storage);
      if (!live) {
        out.info(`No config in ${storage.location} yet: a shell server (or npm start) provides the first revision from the shell's build.`);
        return 1;
      }
      if (values.json) out.info(JSON.stringify(live, null, 2));
      else out.info(`Config revision ${live.revision} in ${storage.location}: ${describeChange(live)}\n${JSON.stringify(live.config, null, 2)}`);
      return 0;
    }
    case 'set-flag': {
      const [name, value, ...extra] = positionals;
      if (name === undefined || value === undefined || extra.length > 0) throw new UsageError('set-flag takes a flag name and a value');
      changeSummary(await setFlag(storage, name, value, requireReason())).forEach((line) => out.info(line));
      return 0;
    }
    case 'set': {
      const [path, value, ...extra] = positionals;
      if (path === undefined || value === undefined || extra.length > 0) throw new UsageError('set takes a path and a value');
      changeSummary(await setConfigValue(storage, path, commandLineValue(value), requireReason())).forEach((line) => out.info(line));
      return 0;
    }
    case 'history': {
      if (positionals.length > 0) throw new UsageError(`unexpected arguments: ${positionals.join(' ')}`);
      const [revisions, live] = await Promise.all([readConfigHistory(storage), showConfig(storage)]);
      if (values.json) out.info(JSON.stringify(revisions, null, 2));
      else historyTable(revisions, live?.revision).forEach((line) => out.info(line));
      return 0;
    }
    case 'rollback': {
      const [revision, ...extra] = positionals;
      if (extra.length > 0 || (revision !== undefined && !/^\d+$/.test(revision))) throw new UsageError('rollback takes at most a revision number');
      changeSummary(await rollbackConfig(storage, revision === undefined ? undefined : Number(revision), values.reason)).forEach((line) => out.info(line));
      return 0;
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command ${command}`);
  }
}

/** `npm run config -- …`: exit code 0 done, 1 refused, failed or no config yet, 2 wrong usage or input. */
export const runConfigCommandLine = commandLine(run, { usage: USAGE, refusals: [ConfigValidationError] });
