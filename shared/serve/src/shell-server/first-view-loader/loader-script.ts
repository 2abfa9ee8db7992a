import path from 'node:path';
import { inlineScript } from '@storefront/build/inline-script';
import { scriptSafeJson } from '../html-safe';
import { DEFERRED_ENTRY_ID, type DeferredEntry } from './entry-after-first-picture';

let built: string | undefined;

/**
 * The first view's loader (inline-entry.ts) as a document runs it: bundled and minified as the shell's build does
 * the event replay, once per process. The same text in every document (its data is beside it), so the same hash in
 * every policy.
 */
export function firstViewLoaderScript(): string {
  built ??= inlineScript(path.join(__dirname, 'inline-entry.ts'));
  return built;
}

/**
 * The end of a document with a first view: what the loader starts (a data block) and the loader, which starts the
 * shell's entry once the first view's picture is painted (entry-after-first-picture.ts).
 */
export function entryAfterFirstPicture(deferred: DeferredEntry): string {
  return `<script type="application/json" id="${DEFERRED_ENTRY_ID}">${scriptSafeJson(deferred)}</script><script>${firstViewLoaderScript()}</script>`;
}
