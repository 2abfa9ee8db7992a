import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  nonce: string;
  since: number;
}

export interface FileLockOptions {
  /** How long to wait for another holder before giving up. */
  timeoutMs?: number;
  /** A lock older than this is taken over even if its holder seems alive (a lock is held for milliseconds). */
  staleMs?: number;
}

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<{ owner?: LockOwner; ageMs: number } | undefined> {
  try {
    const [text, stat] = await Promise.all([fs.readFile(lockPath, 'utf8'), fs.stat(lockPath)]);
    let owner: LockOwner | undefined;
    try {
      owner = JSON.parse(text) as LockOwner;
    } catch {
      owner = undefined; // killed between creating the lock and writing its owner
    }
    return { owner, ageMs: Date.now() - stat.mtimeMs };
  } catch {
    return undefined; // released meanwhile
  }
}

/** The holder died (same machine, its process is gone), never said who it is, or has held it far too long. */
function isStale({ owner, ageMs }: { owner?: LockOwner; ageMs: number }, staleMs: number): boolean {
  if (!owner) return ageMs > 1000;
  if (owner.host === os.hostname() && !isAlive(owner.pid)) return true;
  return ageMs > staleMs;
}

/** Takes a stale lock away; if another process replaced it in the meantime, puts that one back. */
async function breakStaleLock(lockPath: string, seen: LockOwner | undefined): Promise<void> {
  const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await fs.rename(lockPath, aside);
  } catch {
    return;
  }
  const taken = await readOwner(aside);
  if (seen && taken?.owner && taken.owner.nonce !== seen.nonce) {
    await fs.rename(aside, lockPath).catch(() => undefined);
    return;
  }
  await fs.rm(aside, { force: true });
}

/**
 * Runs `action` while holding an exclusive lock file (created with O_EXCL, so one process at a time, across
 * processes). A lock left by a process that was killed is recognised (its process is gone) and taken over.
 */
export async function withFileLock<T>(lockPath: string, action: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const { timeoutMs = 15_000, staleMs = 30_000 } = options;
  const me: LockOwner = { pid: process.pid, host: os.hostname(), nonce: randomBytes(8).toString('hex'), since: Date.now() };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.open(lockPath, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await readOwner(lockPath);
    if (held && isStale(held, staleMs)) {
      await breakStaleLock(lockPath, held.owner);
      continue;
    }
    if (Date.now() > deadline) {
      throw new LockTimeoutError(`${lockPath} is held by ${held?.owner ? `process ${held.owner.pid} on ${held.owner.host}` : 'another process'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
  try {
    return await action();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}
