import { InvalidCredentialError } from '../storage/credentials';
import { StorageAccessDeniedError } from '../storage/storage-errors';
import { InvalidStorageUrlError } from '../storage/storage-url';

/** Where a command writes: results on `info` (standard output), retries and failures on `warn` and `error` (standard error). */
export interface CommandOutput {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/** What a command line runs with: its environment and its output (the process's, or a test's). */
export interface CommandContext {
  env: NodeJS.ProcessEnv;
  out: CommandOutput;
}

/** A command line: its arguments (after the script's name) to an exit code. */
export type CommandLine = (argv: readonly string[], context: CommandContext) => Promise<number>;

/** Wrong usage: the message and the usage text, exit code 2. */
export class UsageError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

export interface FailureKinds {
  usage: string;
  /** Errors of wrong usage besides UsageError and node:util's parseArgs errors (exit code 2, with the usage text). */
  usageErrors?: readonly ErrorClass[];
  /** Errors that name a wrong input, said alone (exit code 2); the storage's URL and credential always are. */
  inputErrors?: readonly ErrorClass[];
  /** Refusals, said after "Refused: " (exit code 1); the storage's access denial always is. */
  refusals?: readonly ErrorClass[];
}

const isOneOf = (error: unknown, classes: readonly ErrorClass[]) => classes.some((errorClass) => error instanceof errorClass);

/** Says why a command failed and gives its exit code: 2 for wrong usage or input, 1 for a refusal or anything else. */
function reportFailure(error: unknown, out: CommandOutput, kinds: FailureKinds): number {
  const parseError = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  if (error instanceof UsageError || parseError || isOneOf(error, kinds.usageErrors ?? [])) {
    out.error(`${(error as Error).message}\n${kinds.usage}`);
    return 2;
  }
  if (isOneOf(error, [InvalidStorageUrlError, InvalidCredentialError, ...(kinds.inputErrors ?? [])])) {
    out.error((error as Error).message);
    return 2;
  }
  const message = error instanceof Error ? error.message : String(error);
  out.error(isOneOf(error, [StorageAccessDeniedError, ...(kinds.refusals ?? [])]) ? `Refused: ${message}` : message);
  return 1;
}

/** `--help` or `-h` among the options (before a `--`, after which every argument is a positional). */
function asksForHelp(argv: readonly string[]): boolean {
  const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  return options.some((argument) => argument === '--help' || argument === '-h');
}

/**
 * A command line from its body: `--help` or `-h` prints the usage (exit code 0) and runs nothing; what the body
 * throws is said on `error`, with the exit code its kind has.
 */
export function commandLine(body: CommandLine, kinds: FailureKinds): CommandLine {
  return async (argv, context) => {
    if (asksForHelp(argv)) {
      context.out.info(kinds.usage);
      return 0;
    }
    try {
      return await body(argv, context);
    } catch (error) {
      return reportFailure(error, context.out, kinds);
    }
  };
}

/** Runs a command line as this process: its arguments, environment and console; exits with the command's code. */
export function runAsProcess(commandLine: CommandLine): void {
  commandLine(process.argv.slice(2), { env: process.env, out: console }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
