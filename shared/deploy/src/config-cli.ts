// npm run config -- show
// npm run config -- set-flag <name> true|false --reason "<why>"
// npm run config -- set <json-path> <value> --reason "<why>"      (e.g. apiBasePaths.content https://api.example.com)
// npm run config -- history [--json]
// npm run config -- rollback [revision] [--reason "<why>"]
// The storage is STOREFRONT_STORAGE's, as for deploy (--root <folder> for the local folder); on an object store a
// change needs the platform's credential (STOREFRONT_PLATFORM_CREDENTIAL), a squad's is refused.
import { parseArgs } from 'node:util';
import { ConfigValidationError } from './config/config-schema';
import { commandLineValue, readConfigHistory, rollbackConfig, setConfigValue, setFlag, showConfig } from './config/config-commands';
import type { ConfigChangeResult, ConfigRevision } from './config/live-config';
import { InvalidCredentialError } from './storage/credentials';
import { StorageAccessDeniedError } from './storage/storage-errors';
import { InvalidStorageUrlError, storageFromEnvironment } from './storage/storage-url';
import { printRetry } from './storage/transient-retry-policy';

const USAGE = `usage:
  npm run config -- show [--json]
  npm run config -- set-flag <name> true|false --reason "<why>"
  npm run config -- set <json-path> <value> --reason "<why>"
  npm run config -- history [--json]
  npm run config -- rollback [revision] [--reason "<why>"]
  (the storage: STOREFRONT_STORAGE, or --root <folder> for a local folder)`;

class UsageError extends Error {}

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

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { root: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const storage = storageFromEnvironment(process.env, { root: values.root, onRetry: printRetry });
  const requireReason = () => {
    if (!values.reason?.trim()) throw new UsageError('a change needs a reason: --reason "<why>"');
    return values.reason;
  };
  switch (command) {
    case 'show': {
      if (positionals.length > 0) throw new UsageError(`unexpected arguments: ${positionals.join(' ')}`);
      const live = await showConfig(storage);
      if (!live) {
        console.info(`No config in ${storage.location} yet: a shell server (or npm start) provides the first revision from the shell's build.`);
        return 1;
      }
      if (values.json) console.info(JSON.stringify(live, null, 2));
      else console.info(`Config revision ${live.revision} in ${storage.location}: ${describeChange(live)}\n${JSON.stringify(live.config, null, 2)}`);
      return 0;
    }
    case 'set-flag': {
      const [name, value, ...extra] = positionals;
      if (name === undefined || value === undefined || extra.length > 0) throw new UsageError('set-flag takes a flag name and a value');
      changeSummary(await setFlag(storage, name, value, requireReason())).forEach((line) => console.info(line));
      return 0;
    }
    case 'set': {
      const [path, value, ...extra] = positionals;
      if (path === undefined || value === undefined || extra.length > 0) throw new UsageError('set takes a path and a value');
      changeSummary(await setConfigValue(storage, path, commandLineValue(value), requireReason())).forEach((line) => console.info(line));
      return 0;
    }
    case 'history': {
      if (positionals.length > 0) throw new UsageError(`unexpected arguments: ${positionals.join(' ')}`);
      const [revisions, live] = await Promise.all([readConfigHistory(storage), showConfig(storage)]);
      if (values.json) console.info(JSON.stringify(revisions, null, 2));
      else historyTable(revisions, live?.revision).forEach((line) => console.info(line));
      return 0;
    }
    case 'rollback': {
      const [revision, ...extra] = positionals;
      if (extra.length > 0 || (revision !== undefined && !/^\d+$/.test(revision))) throw new UsageError('rollback takes at most a revision number');
      changeSummary(await rollbackConfig(storage, revision === undefined ? undefined : Number(revision), values.reason)).forEach((line) => console.info(line));
      return 0;
    }
    default:
      throw new UsageError(command === undefined ? 'no command given' : `unknown command ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    if (usage || error instanceof InvalidStorageUrlError || error instanceof InvalidCredentialError) {
      console.error(`${(error as Error).message}${usage ? `\n${USAGE}` : ''}`);
      process.exit(2);
    }
    const refused = error instanceof ConfigValidationError || error instanceof StorageAccessDeniedError;
    console.error(refused ? `Refused: ${(error as Error).message}` : error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
