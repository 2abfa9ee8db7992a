import { readFileSync } from 'node:fs';
import path from 'node:path';

const BLOCK_REGISTRY = path.resolve(__dirname, '../../mf-homepage-blocks/src/pipeline/block-registry.ts');

/**
 * The content types mf-homepage-blocks has a block for, read from its block registry (one `ContentType:
 * lazyBlock(...)` line each), so the tests follow the registry instead of a list of their own.
 */
export function registeredContentTypes(): ReadonlySet<string> {
  const source = readFileSync(BLOCK_REGISTRY, 'utf8');
  const contentTypes = new Set(Array.from(source.matchAll(/^\s+(\w+): lazyBlock\(/gm), (match) => match[1] as string));
  if (contentTypes.size === 0) throw new Error(`No block found in ${BLOCK_REGISTRY}`);
  return contentTypes;
}

/**
 * The chunk name of each registered block's code, by content type, read from the webpackChunkName of its registry
 * line (`PromoBar` -> `block-promo-bar`); the build names the chunk's files `<chunk name>.<content hash>.js|css`.
 */
export function blockChunkNames(): ReadonlyMap<string, string> {
  const source = readFileSync(BLOCK_REGISTRY, 'utf8');
  const chunks = new Map(
    Array.from(source.matchAll(/^\s+(\w+): lazyBlock\(\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//gm), (match) => [
      match[1] as string,
      match[2] as string,
    ]),
  );
  if (chunks.size !== registeredContentTypes().size) throw new Error(`Not every block of ${BLOCK_REGISTRY} names its chunk`);
  return chunks;
}

/** The block chunk a URL loads (`.../block-promo-bar.0123456789.js` -> `block-promo-bar`), if it is one. */
export function blockChunkOf(url: string): string | undefined {
  return /\/(block-[\w-]+)\.[0-9a-f]{10}\.(?:js|css)(?:\?|$)/.exec(url)?.[1];
}

/**
 * The content types whose blocks are overlays (a dialog, a fixed button): loaded at once (OVERLAY) or at the first
 * scroll (OVERLAY_AFTER_SCROLL), with no place in the flow.
 */
export function overlayContentTypes(): ReadonlySet<string> {
  const source = readFileSync(BLOCK_REGISTRY, 'utf8');
  return new Set(Array.from(source.matchAll(/^\s+(\w+): lazyBlock\(.*, OVERLAY(?:_AFTER_SCROLL)?\),$/gm), (match) => match[1] as string));
}
