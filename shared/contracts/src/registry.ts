// The remote registry document the shell reads at run time (`/registry.json`): which build of each fragment the
// page loads. Remote URLs are never compiled into the shell; deploying a fragment means changing its entry.
import { containerName, FRAGMENTS, type FragmentName } from './federation';

export interface RegistryEntry {
  /** URL of the fragment's `mf-manifest.json`. */
  manifest: string;
  version: string;
}

export interface RegistryDocument {
  /** How long loading one fragment may take before its slot shows the error state. */
  loadTimeoutMs: number;
  /** By Module Federation container name, e.g. `mf_own_brand`. */
  fragments: Record<string, RegistryEntry>;
}

export const DEFAULT_LOAD_TIMEOUT_MS = 5000;

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
