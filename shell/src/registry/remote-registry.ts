import { DEFAULT_LOAD_TIMEOUT_MS, parseBuiltAgainst, type RegistryDocument, type RegistryEntry } from '@storefront/contracts';

/** The remote registry: which build of each fragment this shell loads. Served next to the shell, never bundled. */
export type RemoteRegistry = RegistryDocument;

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The staged releases the server composed this document with (for the notice): only those of entries it has. */
function previewsOf(value: unknown, fragments: Record<string, RegistryEntry>): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const previews = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && fragments[entry[0]]?.release === entry[1],
  );
  return previews.length > 0 ? Object.fromEntries(previews) : undefined;
}

/** Keeps the valid entries and names the broken ones, so one bad entry does not take the page down. */
export function parseRegistry(document: unknown): { registry: RemoteRegistry; problems: string[] } {
  const problems: string[] = [];
  const fragments: Record<string, RegistryEntry> = {};
  const source = (typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>;
  const entries = typeof source.fragments === 'object' && source.fragments !== null ? source.fragments : {};
  for (const [name, value] of Object.entries(entries as Record<string, unknown>)) {
    const entry = value as Partial<RegistryEntry> | null;
    if (entry && isHttpUrl(entry.manifest)) {
      const parsed: RegistryEntry = { manifest: entry.manifest, version: typeof entry.version === 'string' ? entry.version : 'unknown' };
      if (typeof entry.release === 'string') parsed.release = entry.release;
      // What the release was built against: checked against what this shell provides before it is loaded.
      const builtAgainst = parseBuiltAgainst(entry.builtAgainst);
      if (builtAgainst) parsed.builtAgainst = builtAgainst;
      fragments[name] = parsed;
    } else {
      problems.push(`fragment ${name} has no http(s) manifest URL`);
    }
  }
  const timeout = source.loadTimeoutMs;
  const loadTimeoutMs = typeof timeout === 'number' && timeout > 0 ? timeout : DEFAULT_LOAD_TIMEOUT_MS;
  const previews = previewsOf(source.previews, fragments);
  return { registry: { loadTimeoutMs, fragments, ...(previews ? { previews } : {}) }, problems };
}
