import { parseBuiltAgainst, type BuiltAgainst, type FragmentName } from '@storefront/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { readLiveEntry } from '../registry/live-entry';
import { recordShellDeclaration } from '../registry/shell-declaration';
import type { DeploymentStorage } from '../storage/deployment-storage';
import { publishBuild } from './publish';
import { RefusedReleaseError, switchRelease } from './switch-release';

export interface StartBuild {
  fragment: FragmentName;
  /** The fragment's build folder (its dist). */
  folder: string;
}

export interface PrepareOptions {
  storage: DeploymentStorage;
  /** What the shell being started provides (its build's built-against.json). */
  shell: BuiltAgainst;
  /** The fragments built in the repository. */
  builds: readonly StartBuild[];
  log?: (line: string) => void;
}

/** The shell's declaration from its build folder. */
export function readShellBuild(shellDist: string): BuiltAgainst {
  const file = path.join(shellDist, 'built-against.json');
  const declared = parseBuiltAgainst((JSON.parse(fs.readFileSync(file, 'utf8')) as { builtAgainst?: unknown }).builtAgainst);
  if (!declared) throw new Error(`${file} declares nothing the shell was built against`);
  return declared;
}

/**
 * What `npm start` does before serving: records what the live shell provides, publishes each built fragment as a
 * release when that build is not published yet (the same content is the same release), and points the registry at
 * it when the build is not live and no deploy or rollback came after the last start (so the first build counts as
 * the first release, a rebuild of an earlier build goes live again, and a restart keeps what was deployed or rolled
 * back to).
 */
export async function prepareDeployments({ storage, shell, builds, log = console.info }: PrepareOptions): Promise<void> {
  await recordShellDeclaration(storage, shell);
  for (const { fragment, folder } of builds) {
    const { record, outcome } = await publishBuild(storage, fragment, folder);
    const live = (await readLiveEntry(storage, fragment))?.value;
    if (live?.release === record.release) continue;
    // An earlier build again (an experiment reverted) goes live again, unless a squad deployed or rolled back since
    // the last start: the live release then stays.
    const switchedByCommand = live !== undefined && live.history.at(-1)?.action !== 'start';
    if (outcome === 'exists' && switchedByCommand) continue;
    try {
      await switchRelease(storage, record, { action: 'start' });
      log(`  ${fragment}: ${outcome === 'published' ? 'published' : 'registered'} release ${record.release}`);
    } catch (error) {
      if (!(error instanceof RefusedReleaseError)) throw error;
      log(`  ${fragment}: ${error.message}`);
    }
  }
}
