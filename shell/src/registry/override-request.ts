import type { RemoteRegistry } from './remote-registry';

/** `?mf-override=<container>=<manifest URL>` or `?mf-override=reset` (fragment-overrides.ts). */
export const OVERRIDE_QUERY_PARAMETER = 'mf-override';
/** Where this browser keeps its overrides until they are reset. */
export const OVERRIDE_STORAGE_KEY = 'storefront:fragment-overrides';

/** Container name -> manifest URL of the build this browser loads instead of the registry's. */
export type FragmentOverrides = Record<string, string>;
/** Container name -> the staged release the shell's server composed this browser's document with (`?mf-preview=`). */
export type PreviewedReleases = Record<string, string>;

/** Whether this browser asks for fragment overrides: the query names one (or a reset), or storage keeps some. */
export function overridesRequested(search: string, storage: Storage): boolean {
  return new URLSearchParams(search).has(OVERRIDE_QUERY_PARAMETER) || storage.getItem(OVERRIDE_STORAGE_KEY) !== null;
}

/**
 * The registry with this browser's fragment overrides applied, and the overrides (for the notice). Squads ask for
 * overrides, shoppers never do: the code that reads, checks and applies them is a chunk of its own, loaded only
 * when they are asked for, so no shopper's page carries it.
 */
export async function withOverrides(
  registry: RemoteRegistry,
  search: string,
  storage: Storage,
  /** The deployment allows overrides with local builds (its config's `localBuildOverrides`); off, none is read. */
  allowed = true,
): Promise<{ registry: RemoteRegistry; overrides: FragmentOverrides }> {
  if (!allowed || !overridesRequested(search, storage)) return { registry, overrides: {} };
  const { overriddenRegistry } = await import(/* webpackChunkName: "fragment-overrides" */ './fragment-overrides');
  return overriddenRegistry(registry, search, storage);
}
