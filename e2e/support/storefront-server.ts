import { spawn } from 'node:child_process';
import path from 'node:path';
import { SAMPLE_API_URL } from './urls';

const START_TIMEOUT_MS = 180_000;
const POLL_MS = 500;

export async function isStorefrontUp(): Promise<boolean> {
  try {
    return (await fetch(`${SAMPLE_API_URL}/__health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Makes sure the built storefront answers, as Playwright's webServer does: when the sample backend's health check
 * fails, starts `tsx shared/serve/src/start-all.ts` (which serves the built shell and fragments) and waits for it.
 * Returns how to stop what it started (nothing when a storefront already answered).
 */
export async function ensureStorefront(): Promise<() => Promise<void>> {
  if (await isStorefrontUp()) return async () => undefined;
  console.info(`Starting the storefront (nothing answers ${SAMPLE_API_URL}/__health) ...`);
  // A process group of its own, so stopping it stops npx, tsx and the servers together, and nothing else.
  const child = spawn('npx', ['tsx', path.resolve(__dirname, '../../shared/serve/src/start-all.ts')], { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isStorefrontUp())) {
    if (child.exitCode !== null) throw new Error(`The storefront exited with code ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The storefront did not answer ${SAMPLE_API_URL}/__health within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return stop;
}
