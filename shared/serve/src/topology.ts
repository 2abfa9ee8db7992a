import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, FRAGMENTS, type FragmentName, type ServerName } from '@storefront/contracts';
import { originOf, portOf } from '@storefront/deploy';

// The ports' rules are the deploy commands' (shared/deploy/src/ports.ts), which name the same servers.
export { originOf, portOf };

export type { ServerName };

/** The fragments of the federation description, by name. */
export const FRAGMENT_NAMES: readonly FragmentName[] = FRAGMENTS.map((fragment) => fragment.name);

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/** Maps every default origin in the shipped documents (the storefront config) to the origin actually in use. */
export function originReplacements(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries((Object.keys(DEFAULT_PORTS) as ServerName[]).map((name) => [`http://localhost:${DEFAULT_PORTS[name]}`, originOf(name, env)]));
}

/** A deployment document's text (the storefront config) with every default origin replaced by the one in use. */
export function withOriginsInUse(text: string, env: NodeJS.ProcessEnv = process.env): string {
  return Object.entries(originReplacements(env)).reduce((result, [from, to]) => result.split(from).join(to), text);
}

/** A fragment's folder in this repository. */
export function fragmentFolder(name: FragmentName): string {
  return path.join(REPOSITORY_ROOT, name);
}

/** True when the fragment has been built (its dist holds a Module Federation manifest). */
export function isBuilt(name: FragmentName): boolean {
  return fs.existsSync(path.join(fragmentFolder(name), 'dist', 'mf-manifest.json'));
}
