import { setTimeout as delay } from 'node:timers/promises';
import type { DocumentName, DocumentScope, DeploymentStorage } from '../storage/deployment-storage';

/** A stored document that is not what its name says: it is never silently replaced. */
export class BrokenDocumentError extends Error {
  override name = 'BrokenDocumentError';
}

/** Another writer kept coming first. */
export class DocumentConflictError extends Error {
  override name = 'DocumentConflictError';
}

/** Makes the typed value of a document, throwing BrokenDocumentError (with `where`) for anything else. */
export type DocumentParser<T> = (value: unknown, where: string) => T;

export interface ParsedDocument<T> {
  value: T;
  etag: string;
}

export function describeDocument(storage: DeploymentStorage, scope: DocumentScope, name: DocumentName): string {
  return `${scope}/${name} in ${storage.location}`;
}

export function parseJsonDocument<T>(text: string, parse: DocumentParser<T>, where: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BrokenDocumentError(`${where} is not JSON: ${(error as Error).message}`);
  }
  return parse(value, where);
}

export async function readJsonDocument<T>(
  storage: DeploymentStorage,
  scope: DocumentScope,
  name: DocumentName,
  parse: DocumentParser<T>,
): Promise<ParsedDocument<T> | undefined> {
  const stored = await storage.readDocument(scope, name);
  if (stored === undefined || stored === 'unchanged') return undefined;
  return { value: parseJsonDocument(stored.text, parse, describeDocument(storage, scope, name)), etag: stored.etag };
}

/**
 * Compare-and-swap on one document: reads it, lets `change` make the next value from it (undefined: nothing to do),
 * and writes it only if nobody wrote in between; otherwise reads again and re-applies `change`, after a short random
 * pause that grows with each try (writers racing on one object do not meet again at once). Answers what is stored.
 */
export async function updateJsonDocument<T>(
  storage: DeploymentStorage,
  scope: DocumentScope,
  name: DocumentName,
  parse: DocumentParser<T>,
  change: (current: T | undefined) => T | undefined,
  attempts = 50,
): Promise<{ value: T | undefined; written: boolean }> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await readJsonDocument(storage, scope, name, parse);
    const next = change(current === undefined ? undefined : structuredClone(current.value));
    if (next === undefined) return { value: current?.value, written: false };
    if (await storage.writeDocument(scope, name, `${JSON.stringify(next, null, 2)}\n`, current?.etag ?? null)) return { value: next, written: true };
    await delay(Math.random() * 10 * Math.min(attempt + 1, 10));
  }
  throw new DocumentConflictError(`${describeDocument(storage, scope, name)} kept changing; ${attempts} attempts to update it failed`);
}
