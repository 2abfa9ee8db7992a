import { FRAGMENTS, parseBuiltAgainst, type FragmentName } from '@storefront/contracts';
import type { ReleaseRecord } from './release';

const FRAGMENT_NAMES = new Set<string>(FRAGMENTS.map((fragment) => fragment.name));

/** The name, when it is a fragment of the federation description: a storage never makes a path or a container of anything else. */
export function requireFragmentName(fragment: string): FragmentName {
  if (!FRAGMENT_NAMES.has(fragment)) throw new Error(`${fragment} is not a fragment of the federation description`);
  return fragment as FragmentName;
}

/** A stored `release.json`, when it is the record of exactly this release; undefined for anything else. */
export function parseReleaseRecord(text: string, fragment: FragmentName, release: string): ReleaseRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<ReleaseRecord>;
    const builtAgainst = parseBuiltAgainst(record.builtAgainst);
    if (record.fragment !== fragment || record.release !== release || !builtAgainst) return undefined;
    if (typeof record.version !== 'string' || typeof record.hash !== 'string' || typeof record.publishedAt !== 'string') return undefined;
    return { fragment, release, version: record.version, hash: record.hash, builtAgainst, publishedAt: record.publishedAt };
  } catch {
    return undefined;
  }
}
