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
