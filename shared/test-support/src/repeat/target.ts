import fs from 'node:fs';
import path from 'node:path';

export interface RepeatOptions {
  target: string;
  times: number;
  load: number;
}

/** What one run executes: a workspace's jest (all of it or some files) or Playwright specs in e2e/. */
export interface RepeatTarget {
  runner: 'jest' | 'playwright';
  /** The folder the runner starts in. */
  workspace: string;
  /** Test files relative to the workspace; empty: the whole suite. */
  files: string[];
  description: string;
}

const USAGE = 'Usage: npm run test:repeat -- <workspace or test file or spec> --times N [--load K]';

function positiveInteger(name: string, value: string | undefined, minimum: number): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < minimum) {
    throw new Error(`${name} needs a whole number of at least ${minimum}. ${USAGE}`);
  }
  return number;
}

export function parseRepeatArguments(args: string[]): RepeatOptions {
  let target: string | undefined;
  let times: number | undefined;
  let load = 0;
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] ?? '';
    if (argument === '--times') times = positiveInteger('--times', args[++index], 1);
    else if (argument === '--load') load = positiveInteger('--load', args[++index], 0);
    else if (argument.startsWith('--')) throw new Error(`Unknown option ${argument}. ${USAGE}`);
    else if (target === undefined) target = argument;
    else throw new Error(`One target only (got ${target} and ${argument}). ${USAGE}`);
  }
  if (target === undefined) throw new Error(USAGE);
  if (times === undefined) throw new Error(`--times is missing. ${USAGE}`);
  return { target, times, load };
}

interface Workspace {
  name: string;
  folder: string;
}

/** The root package.json's workspaces, expanded (`shared/*`, `mf-*` ...). */
export function workspacesOf(repositoryRoot: string): Workspace[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  const folders = workspaces.flatMap((pattern) => {
    const star = pattern.indexOf('*');
    if (star < 0) return [pattern];
    const slash = pattern.lastIndexOf('/', star);
    const parent = slash < 0 ? '.' : pattern.slice(0, slash);
    const prefix = pattern.slice(slash + 1, star);
    return fs
      .readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.join(parent, entry.name));
  });
  return folders
    .filter((folder) => fs.existsSync(path.join(repositoryRoot, folder, 'package.json')))
    .map((folder) => ({
      folder: path.join(repositoryRoot, folder),
      name: (JSON.parse(fs.readFileSync(path.join(repositoryRoot, folder, 'package.json'), 'utf8')) as { name: string }).name,
    }));
}

/**
 * A workspace by its package name (`@storefront/deploy`, `mf-own-brand`) or folder (`shared/deploy`); a jest test
 * file (`*.test.ts(x)`) inside a workspace; a Playwright spec (`*.spec.ts`, in e2e/ or by its name in e2e/tests/).
 */
export function resolveTarget(given: string, repositoryRoot: string): RepeatTarget {
  const workspaces = workspacesOf(repositoryRoot);
  const byName = workspaces.find((workspace) => workspace.name === given || path.relative(repositoryRoot, workspace.folder) === given.replace(/\/$/, ''));
  const e2e = path.join(repositoryRoot, 'e2e');
  if (byName && byName.folder !== e2e) {
    const scripts = (JSON.parse(fs.readFileSync(path.join(byName.folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
    if (!scripts.test) throw new Error(`${byName.name} has no tests to repeat (its package.json has no test script)`);
    return { runner: 'jest', workspace: byName.folder, files: [], description: `${byName.name}'s jest suite` };
  }
  if (/\.spec\.ts$/.test(given)) {
    const candidates = [path.resolve(given), path.join(repositoryRoot, given), path.join(e2e, given), path.join(e2e, 'tests', given)];
    const spec = candidates.find((candidate) => fs.existsSync(candidate) && candidate.startsWith(`${e2e}${path.sep}`));
    if (!spec) throw new Error(`No Playwright spec ${given} in e2e/tests`);
    const relative = path.relative(e2e, spec);
    return { runner: 'playwright', workspace: e2e, files: [relative], description: `the Playwright spec ${relative}` };
  }
  if (/\.test\.tsx?$/.test(given)) {
    const file = [path.resolve(given), path.join(repositoryRoot, given)].find((candidate) => fs.existsSync(candidate));
    const owner = file && workspaces.find((workspace) => file.startsWith(`${workspace.folder}${path.sep}`));
    if (!file || !owner) throw new Error(`No jest test file ${given} in a workspace`);
    const relative = path.relative(owner.folder, file);
    return { runner: 'jest', workspace: owner.folder, files: [relative], description: `${owner.name}'s ${relative}` };
  }
  throw new Error(`${given} is neither a workspace (${workspaces.map((workspace) => workspace.name).join(', ')}), a jest test file nor a Playwright spec`);
}
