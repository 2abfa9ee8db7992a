import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { ScriptTransfer } from './javascript-bytes';

export interface CompositionRow {
  origin: string;
  rawBytes: number;
  /** The file's gzip bytes shared out in proportion to the raw bytes each origin contributes to it. */
  gzipBytes: number;
}

const MODULE_FEDERATION = 'Module Federation runtime';
const WEBPACK_RUNTIME = 'webpack runtime';

/** Who wrote a source file of a bundle: an npm package, a shared workspace package, or the fragment itself. */
export function originOf(source: string): string {
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  // The federation plugin writes its generated entry into node_modules/.federation.
  if (nodeModule) return /^(@module-federation\/|\.federation$)/.test(nodeModule[1] ?? '') ? MODULE_FEDERATION : (nodeModule[1] as string);
  const [, bundle = '', path = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  const workspacePackage = /^(?:\.\.\/|\.\/)*shared\/([^/]+)\//.exec(path);
  if (workspacePackage) return `@storefront/${workspacePackage[1]}`;
  if (/^(webpack\/|external )/.test(path)) return WEBPACK_RUNTIME;
  return `${bundle.replace(/_/g, '-')} (own code)`;
}

/** Raw bytes of a minified file per origin, from its source map's mappings. */
export function rawBytesByOrigin(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((mapping) => mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }));
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? mapping.column);
    const origin = mapping.source ? originOf(mapping.source) : WEBPACK_RUNTIME;
    bytes.set(origin, (bytes.get(origin) ?? 0) + (end - mapping.column));
  });
  return bytes;
}

/**
 * What a page's JavaScript is made of, by origin, from the source maps served next to the files.
 * Files without a source map (the tag manager) count under their own URL.
 */
export async function composition(transfers: ScriptTransfer[]): Promise<CompositionRow[]> {
  const rows = new Map<string, CompositionRow>();
  const add = (origin: string, rawBytes: number, gzipBytes: number) => {
    const row = rows.get(origin) ?? { origin, rawBytes: 0, gzipBytes: 0 };
    rows.set(origin, { origin, rawBytes: row.rawBytes + rawBytes, gzipBytes: row.gzipBytes + gzipBytes });
  };
  for (const transfer of transfers) {
    const map = await fetch(`${transfer.url}.map`)
      .then((response) => (response.ok ? (response.json() as Promise<RawSourceMap>) : undefined))
      .catch(() => undefined);
    const byOrigin = map ? rawBytesByOrigin(transfer.body.toString('utf8'), map) : new Map<string, number>();
    const attributed = [...byOrigin.values()].reduce((sum, bytes) => sum + bytes, 0);
    if (attributed === 0) {
      add(new URL(transfer.url).pathname, transfer.rawBytes, transfer.gzipBytes);
      continue;
    }
    byOrigin.forEach((bytes, origin) => add(origin, bytes, (transfer.gzipBytes * bytes) / attributed));
  }
  return [...rows.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
