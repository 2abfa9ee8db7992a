import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '@storefront/serve';

/**
 * A squad's own checkout of one fragment, made without touching a tracked file: a copy of the fragment's folder
 * (sources and configs, no dist) in a temporary folder whose node_modules resolves the repository's packages.
 */
export class FragmentCheckout {
  readonly workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-e2e-'));
  readonly folder: string;

  constructor(readonly fragment: string) {
    fs.symlinkSync(path.join(REPOSITORY_ROOT, 'node_modules'), path.join(this.workspace, 'node_modules'), 'dir');
    const source = path.join(REPOSITORY_ROOT, fragment);
    this.folder = path.join(this.workspace, fragment);
    fs.cpSync(source, this.folder, {
      recursive: true,
      filter: (file) => !/^(dist|node_modules|\.turbo)$/.test(path.relative(source, file).split(path.sep)[0] ?? ''),
    });
  }

  /** Replaces a text in one of the checkout's files (never the repository's). */
  edit(file: string, from: string, to: string): this {
    const full = path.join(this.folder, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    fs.writeFileSync(full, text.split(from).join(to));
    return this;
  }

  /**
   * Makes the checkout build against another version of a shared workspace package: a copy of it with that version
   * in its package.json, installed in the checkout's own node_modules (as an upgrade of the squad's lockfile would).
   */
  withPackageVersion(name: string, folder: string, version: string): this {
    const copy = path.join(this.workspace, `${path.basename(folder)}-${version}`);
    fs.cpSync(path.join(REPOSITORY_ROOT, folder), copy, { recursive: true, filter: (file) => !file.includes(`${path.sep}node_modules`) });
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')) as { version: string };
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
    const link = path.join(this.folder, 'node_modules', ...name.split('/'));
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(copy, link, 'dir');
    return this;
  }

  get dist(): string {
    return path.join(this.folder, 'dist');
  }

  remove(): void {
    fs.rmSync(this.workspace, { recursive: true, force: true });
  }
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` in the repository, as a squad runs it (deploy, rollback, releases). */
/** The repository's commands a test runs as a squad or the platform would. */
export type NpmScript = 'deploy' | 'rollback' | 'releases' | 'config' | 'rum' | 'canary';

export async function npmRun(script: NpmScript, ...args: string[]): Promise<CommandResult> {
  return npmRunWith(process.env, script, ...args);
}

/** The same with an environment of its own (a squad's pipeline on the object store: no local deployments). */
export async function npmRunWith(env: NodeJS.ProcessEnv, script: NpmScript, ...args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPOSITORY_ROOT,
      env,
      maxBuffer: 20 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Modification time of every file below the folders, by path: equal before and after means nothing was rebuilt. */
export function modificationTimes(...folders: string[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name);
        times[file] = fs.statSync(file).mtimeMs;
      }
    }
  }
  return times;
}
