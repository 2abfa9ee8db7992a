import { readFileSync } from 'node:fs';
import path from 'node:path';

const BLOCK_REGISTRY = path.resolve(__dirname, '../../mf-homepage-blocks/src/pipeline/block-registry.ts');

/** Each registered block's entry of the block registry, by content type: the text from `ContentType: lazyBlock(` on. */
function registryEntries(): ReadonlyMap<string, string> {
  const source = readFileSync(BLOCK_REGISTRY, 'utf8');
  const starts = Array.from(source.matchAll(/^\s+(\w+): lazyBlock\(/gm));
  if (starts.length === 0) throw new Error(`No block found in ${BLOCK_REGISTRY}`);
  return new Map(starts.map((match, index) => [match[1] as string, source.slice(match.index, starts[index + 1]?.index ?? source.length)]));
}

/**
 * The content types mf-homepage-blocks has a block for, read from its block registry (one `ContentType:
 * lazyBlock(...)` entry each, however it is wrapped), so the tests follow the registry instead of a list of their own.
 */
export function registeredContentTypes(): ReadonlySet<string> {
  return new Set(registryEntries().keys());
}

/**
 * The chunk name of each registered block's code, by content type, read from the webpackChunkName of its registry
 * entry (`PromoBar` -> `block-promo-bar`); the build names the chunk's files `<chunk name>.<content hash>.js|css`.
 */
export function blockChunkNames(): ReadonlyMap<string, string> {
  const chunks = new Map(
    Array.from(registryEntries()).flatMap(([contentType, entry]) => {
      const chunk = /webpackChunkName: "([\w-]+)"/.exec(entry)?.[1];
      return chunk ? [[contentType, chunk] as const] : [];
    }),
  );
  if (chunks.size !== registeredContentTypes().size) throw new Error(`Not every block of ${BLOCK_REGISTRY} names its chunk`);
  return chunks;
}

/** The block chunk a URL loads (`.../block-promo-bar.0123456789.js` -> `block-promo-bar`), if it is one. */
export function blockChunkOf(url: string): string | undefined {
  return /\/(block-[\w-]+)(?:\.[0-9a-f]{10})?\.(?:js|css)(?:\?|$)/.exec(url)?.[1];
}

/**
 * The content types whose blocks are overlays (a dialog, a fixed button): loaded at once (OVERLAY) or at the first
 * scroll (OVERLAY_AFTER_SCROLL), with no place in the flow.
 */
export function overlayContentTypes(): ReadonlySet<string> {
  return new Set(
    Array.from(registryEntries()).flatMap(([contentType, entry]) => (/,\s*OVERLAY(?:_AFTER_SCROLL)?,?\s*\),?\s*$/.test(entry) ? [contentType] : [])),
  );
}
