import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The temporary files writeFileAtomically uses for `file`: a dot file next to it, so on the same file system. */
export function isTemporaryFileOf(file: string, candidate: string): boolean {
  return candidate.startsWith(`.${path.basename(file)}.`) && candidate.endsWith('.tmp');
}

/**
 * Writes `text` to a temporary file next to `file`, flushes it to disk and renames it over `file`. rename(2) replaces
 * the name in one step: a reader opens the old file or the new one, and a writer killed before the rename leaves the
 * old file untouched (and a temporary file, removed by removeTemporaryFiles).
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temporary, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  // The rename itself survives a power cut only once the folder is flushed too.
  const folder = await fs.open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Removes what killed writers of `file` left behind; call it only while holding the lock of `file`. */
export async function removeTemporaryFiles(file: string): Promise<void> {
  const folder = path.dirname(file);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => isTemporaryFileOf(file, name)).map((name) => fs.rm(path.join(folder, name), { force: true })));
}
