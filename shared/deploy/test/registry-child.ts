// Runs in a separate process (node --import tsx), so tests can race real processes and kill one mid-write.
// The storage comes from the environment (STOREFRONT_STORAGE and its credentials), as for the commands.
//   registry-child.ts die-mid-write      kills itself (SIGKILL) halfway through writing a live entry of over 100 KB
//   registry-child.ts die-before-rename  kills itself once the next document is written, before it is renamed
//   registry-child.ts switch <fragment> <release-a> <release-b> <times>
import fs from 'node:fs/promises';
import type { FragmentName } from '@storefront/contracts';
import { switchRelease } from '../src/commands/switch-release';
import { storageFromEnvironment } from '../src/storage/storage-url';
import { bigLiveEntry } from './live-entries';
import { DOCUMENTS } from '../src/storage/deployment-storage';

const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

/**
 * Makes the process end, as `kill -9` would, while it writes a document (any write of more than 100 KB: halfway
 * through it) or just before it renames anything (the temporary file written, not yet renamed).
 */
function dieDuring(moment: 'mid-write' | 'before-rename'): void {
  const { open, writeFile } = fs;
  const halfThenDie = async (write: (half: string) => Promise<unknown>, text: string) => {
    await write(text.slice(0, text.length / 2));
    die();
  };
  const large = (data: unknown): data is string => typeof data === 'string' && data.length > 100_000;
  if (moment === 'mid-write') {
    fs.open = (async (...args: Parameters<typeof open>) => {
      const handle = await open(...args);
      const whole = handle.writeFile.bind(handle);
      handle.writeFile = ((data: string, ...rest: never[]) =>
        large(data) ? halfThenDie(async (half) => handle.write(half).then(() => handle.sync()), data) : whole(data, ...rest)) as typeof handle.writeFile;
      return handle;
    }) as typeof open;
    fs.writeFile = ((file: string, data: unknown, ...rest: never[]) =>
      large(data) ? halfThenDie((half) => writeFile(file, half), data) : writeFile(file, data as string, ...rest)) as typeof writeFile;
  } else {
    fs.rename = (async () => die()) as typeof fs.rename;
  }
}

async function main(): Promise<void> {
  const [mode, fragment, ...rest] = process.argv.slice(2);
  const storage = storageFromEnvironment();
  if (mode === 'die-mid-write' || mode === 'die-before-rename') {
    const current = await storage.readDocument('mf-account-overview', DOCUMENTS.liveEntry);
    if (current === undefined || current === 'unchanged') throw new Error('no live entry to replace');
    dieDuring(mode === 'die-mid-write' ? 'mid-write' : 'before-rename');
    await storage.writeDocument('mf-account-overview', DOCUMENTS.liveEntry, JSON.stringify(bigLiveEntry(2)), current.etag);
    throw new Error('the write finished although the process should have died');
  }
  if (mode === 'switch') {
    const name = fragment as FragmentName;
    const times = Number(rest.pop());
    const records = await Promise.all(rest.map((release) => storage.readRelease(name, release)));
    for (let index = 0; index < times; index += 1) {
      const record = records[index % records.length];
      if (!record) throw new Error(`${name} has not all of the releases ${rest.join(', ')}`);
      await switchRelease(storage, record, { action: 'deploy' });
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
