import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { DocumentEncoding } from './static-server';

/** Brotli's quality 5 (as the shell's documents): a file is compressed once, at its first request, not ahead. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const COMPRESSORS: Record<DocumentEncoding, (file: Buffer) => Promise<Buffer>> = {
  br: (file) => promisify(zlib.brotliCompress)(file, BROTLI_OPTIONS),
  gzip: promisify(zlib.gzip),
};

/** The compressed files kept, in bytes: every fragment's build, each in both encodings, is about 2 MB. */
export const COMPRESSED_FILES_MAX_BYTES = 64 * 1024 * 1024;
/** Smaller files go as they are: their headers are about as large as what compressing them would save. */
export const COMPRESSED_FILE_MIN_BYTES = 512;

/** The scripts, styles and source maps of a build, by extension: the files a page's load is mostly made of. */
export const COMPRESSED_FILE_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Files that never change under their name, compressed once per encoding and kept, as a CDN keeps them: compressing
 * every response cost the servers about 100 ms of CPU per page load (30 loads of `/`, `/eigenmarken` and `/account`).
 * A file is keyed by its path, modification time and size, so a file written again is compressed again.
 */
export class CompressedFiles {
  private readonly kept = new LRUCache<string, Promise<Buffer | undefined>>({
    maxSize: COMPRESSED_FILES_MAX_BYTES,
    // Counted by the file's size (the key's last part), more than it takes compressed: a bound, known before compressing.
    sizeCalculation: (_value, key) => Number(key.split(' ').at(-1)) || 1,
  });

  /** The file compressed, or undefined when it is no file, too small, or unreadable (served as it is, or not found). */
  async get(filePath: string, encoding: DocumentEncoding): Promise<Buffer | undefined> {
    const stats = await fs.stat(filePath).catch(() => undefined);
    if (!stats?.isFile() || stats.size < COMPRESSED_FILE_MIN_BYTES) return undefined;
    const key = `${encoding} ${filePath} ${stats.mtimeMs} ${stats.size}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const compressing = fs.readFile(filePath).then(COMPRESSORS[encoding], () => undefined);
    this.kept.set(key, compressing);
    const compressed = await compressing.catch(() => undefined);
    if (!compressed) this.kept.delete(key);
    return compressed;
  }
}

/** The file a request's path names under `root` (served at `prefix`), or undefined outside it or for hidden files. */
export function requestedFile(root: string, prefix: string, url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(prefix)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return undefined;
  }
  if (relative.split(/[\\/]/).some((segment) => segment.startsWith('.') || segment.includes('\0'))) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, relative);
  return file.startsWith(base + path.sep) ? file : undefined;
}
