// Runs in a separate process (node --import tsx), so tests can race real processes and kill one mid-write.
//   registry-child.ts <root> die-mid-write      kills itself (SIGKILL) halfway through writing the next document
//   registry-child.ts <root> die-before-rename  kills itself once the next document is written, before it is renamed
//   registry-child.ts <root> switch <fragment> <release-a> <release-b> <times>
import fs from 'node:fs/promises';
import { containerName, type FragmentName } from '@storefront/contracts';
import { switchRelease } from '../src/commands/switch-release';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';
import { bigRegistry } from './registry-documents';

const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

/**
 * Makes the process end, as `kill -9` would, while it writes a registry document (any write of more than 100 KB:
 * halfway through it) or just before it renames anything (the temporary file written, not yet renamed).
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
  const [root = '', mode, fragment, releaseA = '', releaseB = '', times = '0'] = process.argv.slice(2);
  const storage = new LocalFolderStorage({ root });
  if (mode === 'die-mid-write' || mode === 'die-before-rename') {
    const current = await storage.readRegistry();
    dieDuring(mode === 'die-mid-write' ? 'mid-write' : 'before-rename');
    await storage.writeRegistry(bigRegistry((current?.revision ?? 0) + 1), current?.revision ?? 0);
    throw new Error('the write finished although the process should have died');
  }
  if (mode === 'switch') {
    const name = fragment as FragmentName;
    const records = await Promise.all([storage.readRelease(name, releaseA), storage.readRelease(name, releaseB)]);
    for (let index = 0; index < Number(times); index += 1) {
      const record = records[index % 2];
      if (!record) throw new Error(`${containerName(name)} has no releases ${releaseA}, ${releaseB}`);
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
