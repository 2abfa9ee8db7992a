import type { CommandLine } from '../src/command-line/command-line';

export interface CommandRun {
  code: number;
  /** What the command wrote to standard output, one line per `info`. */
  out: string;
  /** Its retries and failures, as on standard error. */
  err: string;
}

/**
 * Runs a command line in this process, as `npm run …` would with `environment` (the storage's variables of the
 * test's process left out): a process per command would load the commands and the storage SDK anew each time.
 */
export async function runCommandLine(commandLine: CommandLine, environment: Record<string, string | undefined>, ...args: string[]): Promise<CommandRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await commandLine(args, {
    env: { ...process.env, STOREFRONT_STORAGE: undefined, STOREFRONT_PLATFORM_CREDENTIAL: undefined, STOREFRONT_DEPLOY_CREDENTIAL: undefined, ...environment },
    out: { info: (line) => out.push(`${line}\n`), warn: (line) => err.push(`${line}\n`), error: (line) => err.push(`${line}\n`) },
  });
  return { code, out: out.join(''), err: err.join('') };
}
