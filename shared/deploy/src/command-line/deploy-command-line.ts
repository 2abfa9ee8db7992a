// npm run deploy -- <fragment> [--source <folder> | --dist <folder>] [--force] [--stage]
// npm run rollback -- <fragment> [release] [--force]
// npm run releases -- <fragment> [--json] [--history <n> | --all]   the releases, then the newest changes (10 by default)
// The storage: STOREFRONT_STORAGE (docs/delivery-and-storage.md, "Running on an object store"); unset, the local folder: --root <folder>,
// else $STOREFRONT_DEPLOYMENTS_ROOT, else deployments/ in the repository. On an object store a squad's pipeline passes
// its credential in STOREFRONT_DEPLOY_CREDENTIAL.
import { parseArgs } from 'node:util';
import { describeSkew, majorOf, PLATFORM_PACKAGES, type BuiltAgainst } from '@storefront/contracts';
import { deploy } from '../commands/deploy';
import { shopUrl, stage } from '../commands/stage';
import { listReleases, type ReleaseList } from '../commands/releases';
import { rollback } from '../commands/rollback';
import { RefusedReleaseError, UnknownFragmentError, type SwitchResult } from '../commands/switch-release';
import { storageFromEnvironment } from '../storage/storage-url';
import { describeRetry } from '../storage/transient-retry-policy';
import { describeCanaryShare } from '../registry/live-entry';
import { commandLine, UsageError, type CommandContext } from './command-line';
import { historyLines } from './history-lines';

const USAGE = `usage:
  npm run deploy -- <fragment> [--source <folder> | --dist <folder>] [--force] [--stage] [--root <folder>]
  npm run rollback -- <fragment> [release] [--force] [--root <folder>]
  npm run releases -- <fragment> [--json] [--history <n> | --all] [--root <folder>]`;

/** How many of a fragment's newest changes `npm run releases` lists without --history or --all. */
export const RECENT_CHANGES = 10;

const short = (declared: BuiltAgainst) =>
  PLATFORM_PACKAGES.filter((name) => declared[name] !== undefined)
    .map((name) => `${name.replace('@storefront/', '')} ${majorOf(declared[name] ?? '') ?? declared[name]}`)
    .join(', ');

function switchSummary(fragment: string, release: string, result: SwitchResult): string[] {
  const lines = result.switched
    ? [`${fragment}: live release is now ${release} (was ${result.previous ?? 'none'}); pages load it from their next page load.`]
    : [`${fragment}: ${release} was live already; the registry is unchanged.`];
  if (result.skew.length > 0) lines.push(`  forced: the live shell refuses it (${describeSkew(result.skew)}); its slot shows its error state.`);
  if (!result.shellKnown) lines.push('  note: no live shell is recorded in the registry (start the storefront once), so versions were not compared.');
  return lines;
}

function releaseTable(list: ReleaseList): string[] {
  const canary = list.canary ? `; canary: ${list.canary.release} for ${describeCanaryShare(list.canary, Date.now())} (started ${list.canary.startedAt})` : '';
  const header = `${list.fragment}: ${list.releases.length} release(s) in ${list.location}; live: ${list.live ?? 'none'}${canary}`;
  const rows = list.releases.map((release) => [
    release.live ? '*' : release.canary ? '~' : ' ',
    release.release,
    release.version,
    release.hash,
    release.publishedAt,
    short(release.builtAgainst) + (release.skew.length > 0 ? `  refused by the live shell: ${describeSkew(release.skew)}` : ''),
  ]);
  const table = [[' ', 'release', 'version', 'hash', 'published', 'built against (majors)'], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return [
    header,
    ...table.map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    ),
  ];
}

/** How many changes `releases` lists: --history <n>, every one with --all, else the newest RECENT_CHANGES. */
function historyLimit(history: string | undefined, all: boolean): number | undefined {
  if (history !== undefined && all) throw new UsageError('--history and --all exclude each other');
  if (all) return undefined;
  if (history === undefined) return RECENT_CHANGES;
  if (!/^\d+$/.test(history) || Number(history) === 0) throw new UsageError(`--history takes a number of changes above 0, not ${history}`);
  return Number(history);
}

async function run(argv: readonly string[], { env, out }: CommandContext): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      root: { type: 'string' },
      source: { type: 'string' },
      dist: { type: 'string' },
      force: { type: 'boolean', default: false },
      stage: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      history: { type: 'string' },
      all: { type: 'boolean', default: false },
    },
  });
  const storage = storageFromEnvironment(env, { root: values.root, onRetry: (notice) => out.warn(describeRetry(notice)) });
  await storage.capabilities.migrate?.();
  const [fragment, release, ...extra] = positionals;
  if (command !== 'deploy' && command !== 'rollback' && command !== 'releases') {
    throw new UsageError(command === undefined ? 'no command given' : `unknown command ${command}`);
  }
  if (fragment === undefined) throw new UsageError('no fragment given');
  if (extra.length > 0 || (release !== undefined && command !== 'rollback')) throw new UsageError(`unexpected arguments: ${positionals.slice(1).join(' ')}`);

  switch (command) {
    case 'deploy': {
      if (values.source !== undefined && values.dist !== undefined) throw new UsageError('--source and --dist exclude each other');
      if (values.stage) {
        const staged = await stage({ storage, fragment, source: values.source, dist: values.dist, force: values.force, shop: shopUrl(env) });
        out.info(
          `${staged.record.fragment}: ${staged.outcome === 'published' ? 'staged' : 'already published as'} release ${staged.record.release} in ${storage.location}; not live (live: ${staged.live ?? 'none'})`,
        );
        if (staged.skew.length > 0) out.info(`  forced: the live shell refuses it (${describeSkew(staged.skew)}); the preview shows its slot's error state.`);
        if (staged.leftBehind)
          out.info(
            `  no preview: ${fragment} has left this release behind (live before, or its canary taken out), so shell servers show no preview of it; deploy or roll back to it to make it live again.`,
          );
        else out.info(`  preview (this release in the browser that opens it, until reset): ${staged.previewLink}`);
        return 0;
      }
      const result = await deploy({ storage, fragment, source: values.source, dist: values.dist, force: values.force });
      out.info(
        `${result.record.fragment}: ${result.outcome === 'published' ? 'published' : 'already published as'} release ${result.record.release} in ${storage.location}`,
      );
      switchSummary(result.record.fragment, result.record.release, result).forEach((line) => out.info(line));
      return 0;
    }
    case 'rollback': {
      const result = await rollback({ storage, fragment, release, force: values.force });
      switchSummary(result.record.fragment, result.record.release, result).forEach((line) => out.info(line));
      return 0;
    }
    case 'releases': {
      const list = await listReleases(storage, fragment, { historyLimit: historyLimit(values.history, values.all) });
      if (values.json) out.info(JSON.stringify(list, null, 2));
      else [...releaseTable(list), '', ...historyLines(list)].forEach((line) => out.info(line));
      return 0;
    }
  }
}

/** `npm run deploy|rollback|releases -- …`: exit code 0 done, 1 refused or failed, 2 wrong usage or input. */
export const runDeployCommandLine = commandLine(run, { usage: USAGE, inputErrors: [UnknownFragmentError], refusals: [RefusedReleaseError] });
