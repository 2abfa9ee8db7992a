// The remote registry document the shell reads at run time (`/registry.json`): which build of each fragment the
// page loads. Remote URLs are never compiled into the shell; deploying a fragment means changing its entry.
import { containerName, FRAGMENTS, type FragmentName } from './federation';
import { DEFAULT_LOAD_TIMEOUT_MS } from './timeouts';

/**
 * The packages a fragment and the shell must agree on: the shared singletons and the typed contracts between them.
 * A release declares the versions it was built against; the shell declares the versions it provides.
 */
export const PLATFORM_PACKAGES = ['react', 'react-dom', '@storefront/platform', '@storefront/ui', '@storefront/contracts'] as const;
export type PlatformPackage = (typeof PLATFORM_PACKAGES)[number];

/** Exact versions (as in each package's package.json) a build resolved, by package; written by the build preset. */
export type BuiltAgainst = Partial<Record<PlatformPackage, string>>;

export interface RegistryEntry {
  /** URL of the fragment's `mf-manifest.json`. */
  manifest: string;
  version: string;
  /** The published release the manifest belongs to (`<version>-<content hash>`); absent for development builds. */
  release?: string;
  /** What the release was built against; the shell refuses a release whose majors differ from what it provides. */
  builtAgainst?: BuiltAgainst;
}

export interface RegistryDocument {
  /** How long loading one fragment may take before its slot shows the error state. */
  loadTimeoutMs: number;
  /** By Module Federation container name, e.g. `mf_own_brand`. */
  fragments: Record<string, RegistryEntry>;
  /**
   * The staged releases this document shows instead of the live ones (`?mf-preview=`, previews.ts), by container
   * name: the shell names them in its notice, with a way back. Absent for every shopper's document.
   */
  previews?: Record<string, string>;
}

/**
 * The registry as browsers get it (inlined in a document, `/registry.json`): what RegistryDocument names and nothing
 * else. A server's live registry also carries each release's history (who switched it, a canary's figures), kept
 * for the servers.
 */
export function registryForBrowsers(registry: RegistryDocument): RegistryDocument {
  const fragments: Record<string, RegistryEntry> = {};
  for (const [container, { manifest, version, release, builtAgainst }] of Object.entries(registry.fragments)) {
    fragments[container] = { manifest, version, ...(release === undefined ? {} : { release }), ...(builtAgainst === undefined ? {} : { builtAgainst }) };
  }
  return { loadTimeoutMs: registry.loadTimeoutMs, fragments, ...(registry.previews === undefined ? {} : { previews: registry.previews }) };
}

export interface DescribedRegistryOptions {
  /** Origin a fragment's server answers on, e.g. `http://localhost:8084`. */
  originOf(fragment: FragmentName): string;
  versionOf(fragment: FragmentName): string;
  /** Fragments to list (e.g. only those with a build); every described fragment by default. */
  include?(fragment: FragmentName): boolean;
}

/** The registry of the federation description: every (included) fragment at the root of its own server. */
export function describedRegistry({ originOf, versionOf, include = () => true }: DescribedRegistryOptions): RegistryDocument {
  const fragments: Record<string, RegistryEntry> = {};
  for (const { name } of FRAGMENTS) {
    if (include(name)) fragments[containerName(name)] = { manifest: `${originOf(name)}/mf-manifest.json`, version: versionOf(name) };
  }
  return { loadTimeoutMs: DEFAULT_LOAD_TIMEOUT_MS, fragments };
}

/** One package on which a release and the shell disagree in a way that breaks the page. */
export interface VersionSkew {
  package: PlatformPackage;
  /** The version the release was built against. */
  builtAgainst: string;
  /** The version the shell provides. */
  provided: string;
}

const MAJOR = /^v?(\d+)\.\d+\.\d+(?:[-+].*)?$/;

/** The major of an exact version (`19.3.1` -> 19); undefined for anything that is not one. */
export function majorOf(version: string): number | undefined {
  const match = MAJOR.exec(version.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The version skew rule: a release can run in a shell when every platform package both declare has the same major.
 * Minor and patch differences are compatible (the shared singletons and the contracts follow semver); a version that
 * is not `major.minor.patch` cannot be shown compatible and counts as skew. A package only one side declares is not
 * compared (a release that does not use @storefront/ui does not care which one the shell has).
 */
export function versionSkew(provided: BuiltAgainst, builtAgainst: BuiltAgainst): VersionSkew[] {
  return PLATFORM_PACKAGES.flatMap((name): VersionSkew[] => {
    const release = builtAgainst[name];
    const shell = provided[name];
    if (release === undefined || shell === undefined) return [];
    const releaseMajor = majorOf(release);
    return releaseMajor !== undefined && releaseMajor === majorOf(shell) ? [] : [{ package: name, builtAgainst: release, provided: shell }];
  });
}

/** `@storefront/platform 2.0.0 (shell provides 1.4.2)` for each skew, for messages and reports. */
export function describeSkew(skew: readonly VersionSkew[]): string {
  return skew.map((item) => `${item.package} ${item.builtAgainst} (shell provides ${item.provided})`).join(', ');
}

/** Keeps the known packages with string versions of a declaration read from JSON; drops everything else. */
export function parseBuiltAgainst(value: unknown): BuiltAgainst | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  const declared: BuiltAgainst = {};
  for (const name of PLATFORM_PACKAGES) {
    const version = source[name];
    if (typeof version === 'string') declared[name] = version;
  }
  return declared;
}
