import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FragmentName } from '@storefront/contracts';
import { REPOSITORY_ROOT } from '../paths';

export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new BuildFailedError(`${path.basename(command)} ${args.join(' ')} in ${cwd} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

const bin = (name: string) => path.join(REPOSITORY_ROOT, 'node_modules', '.bin', name);

/**
 * Builds one fragment and answers its build folder. In the repository: `turbo run build --filter=<fragment>`, which
 * builds that workspace alone (the shared packages it depends on have nothing to build; turbo replays an unchanged
 * build from its cache). From `source` (another checkout or a copy of the fragment's folder that resolves the
 * repository's packages): webpack in that folder.
 */
export async function buildFragment(fragment: FragmentName, source?: string): Promise<string> {
  if (source === undefined) {
    await run(bin('turbo'), ['run', 'build', `--filter=${fragment}`, '--output-logs=errors-only'], REPOSITORY_ROOT);
    return path.join(REPOSITORY_ROOT, fragment, 'dist');
  }
  const folder = path.resolve(source);
  let name: unknown;
  try {
    ({ name } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: unknown });
  } catch {
    throw new BuildFailedError(`${folder} has no readable package.json`);
  }
  if (name !== fragment) throw new BuildFailedError(`${folder} is ${String(name)}, not ${fragment}`);
  await run(bin('webpack'), ['--mode', 'production'], folder);
  return path.join(folder, 'dist');
}
