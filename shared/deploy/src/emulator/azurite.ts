import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from './free-port';

/** Azurite's one account and its published key (the emulator's, in Microsoft's documentation; never a real account's). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  /** The account's blob endpoint: `http://127.0.0.1:<port>/devstoreaccount1`. */
  accountUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface AzuriteOptions {
  /** Its data: a folder of its own (kept across runs for storage:dev, temporary for tests). */
  location: string;
  /** A free port by default. */
  port?: number;
  host?: string;
  /**
   * Only a guard against an emulator that hangs: the start is awaited by its "listens" line or its exit. Starting
   * takes about 1 s on a quiet machine and over 10 s on a 2-core one running a test suite beside it (measured).
   */
  startTimeoutMs?: number;
}

/**
 * Starts Microsoft's Azure Storage emulator (the npm package `azurite`, blob service only) as a child process.
 * `--skipApiVersionCheck`: the SDK is newer than the emulator's list of API versions; the calls used here are old.
 */
export async function startAzurite({ location, port: wanted, host = '127.0.0.1', startTimeoutMs = 180_000 }: AzuriteOptions): Promise<RunningAzurite> {
  const port = wanted ?? (await freePort(host));
  fs.mkdirSync(location, { recursive: true });
  const main = path.join(path.dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
  const child = spawn(
    process.execPath,
    [main, '--location', location, '--blobHost', host, '--blobPort', String(port), '--skipApiVersionCheck', '--disableTelemetry', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Azurite did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      if (/successfully listens on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited (${code}) before listening:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    accountUrl: `http://${host}:${port}/${AZURITE_ACCOUNT}`,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
