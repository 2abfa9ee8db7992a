import fs from 'node:fs/promises';
import path from 'node:path';
import { containerName, FRAGMENTS } from '@storefront/contracts';
import { parseLiveEntry } from '../registry/live-entry';
import { parseShellDeclaration } from '../registry/shell-declaration';
import type { LocalFolderStorage } from './local-folder-storage';
import { DOCUMENTS, PLATFORM_SCOPE } from './deployment-storage';

/** The one registry document a deployments root had before live entries (until 2026-11). */
export const LEGACY_REGISTRY_FILE = 'registry.json';

/**
 * Splits a deployments root's old `registry.json` into the documents of today (each fragment's live entry, the shell's
 * declaration), once, and renames it to `registry.json.migrated`: a squad's local deployments keep what is live and
 * its history. A document that exists already is kept; an entry that is not readable is left out (and named).
 */
export async function migrateRegistryFile(storage: LocalFolderStorage, log: (line: string) => void = console.info): Promise<void> {
  const file = path.join(storage.location, LEGACY_REGISTRY_FILE);
  let legacy: { shell?: unknown; fragments?: Record<string, Record<string, unknown>> };
  try {
    legacy = JSON.parse(await fs.readFile(file, 'utf8')) as typeof legacy;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`${file} is not readable: move it away to start afresh (${(error as Error).message})`);
  }
  for (const { name } of FRAGMENTS) {
    const entry = legacy.fragments?.[containerName(name)];
    if (!entry) continue;
    try {
      const live = parseLiveEntry(name)({ ...entry, fragment: name }, file);
      await storage.writeDocument(name, DOCUMENTS.liveEntry, `${JSON.stringify(live, null, 2)}\n`, null);
    } catch (error) {
      log(`  ${name}: not taken over from ${file}: ${(error as Error).message}`);
    }
  }
  if (legacy.shell) {
    try {
      const shell = parseShellDeclaration(legacy.shell, file);
      await storage.writeDocument(PLATFORM_SCOPE, DOCUMENTS.shellDeclaration, `${JSON.stringify(shell, null, 2)}\n`, null);
    } catch (error) {
      log(`  the shell's declaration was not taken over from ${file}: ${(error as Error).message}`);
    }
  }
  await fs.rename(file, `${file}.migrated`);
  log(`  ${file} split into the live entries of ${path.join(storage.location, 'documents')} (kept as ${LEGACY_REGISTRY_FILE}.migrated)`);
}
