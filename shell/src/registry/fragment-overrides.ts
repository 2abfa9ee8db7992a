import { containerName, fragmentByContainer } from '@storefront/contracts';
import { logWarning } from '@storefront/platform';
import { OVERRIDE_QUERY_PARAMETER, OVERRIDE_STORAGE_KEY, type FragmentOverrides } from './override-request';
import type { RemoteRegistry } from './remote-registry';

/**
 * Squads point this browser (only) at another build of one fragment:
 *   ?mf-override=mf-recommendations=http://localhost:3002/mf-manifest.json   (repeatable)
 *   ?mf-override=reset                                                      (back to the registry)
 * The fragment's package name (`mf-recommendations`) or its container name (`mf_recommendations`) both work.
 * Overrides persist in localStorage until reset. Only a build on the shopper's own machine is accepted (http(s) on
 * localhost or 127.0.0.1): a link with an override to any other host would run that host's code in the shop, and
 * the document's Content-Security-Policy allows these hosts and the registry's, nothing else.
 * This module is loaded only when a browser asks for overrides (override-request.ts): shoppers never do.
 */
export interface OverrideResult {
  overrides: FragmentOverrides;
  rejected: string[];
}

const LOCAL_BUILD_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A manifest URL of a build on this machine. Not one with a user or password: browsers refuse to fetch such a URL,
 * and it would be kept in storage and named in the console and error reports.
 */
export function isLocalBuildUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol, hostname, username, password } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && LOCAL_BUILD_HOSTS.has(hostname) && username === '' && password === '';
  } catch {
    return false;
  }
}

/**
 * The registry's key (the container name) of a fragment named either way; undefined for a name that is neither in
 * the registry nor in the federation description, whose override nothing would load.
 */
function fragmentKey(name: string, registry: RemoteRegistry): string | undefined {
  const container = containerName(name);
  return Object.hasOwn(registry.fragments, container) || fragmentByContainer(container) ? container : undefined;
}

function readStored(storage: Storage, registry: RemoteRegistry): FragmentOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: FragmentOverrides = {};
    for (const [name, url] of Object.entries(parsed)) {
      const key = fragmentKey(name, registry);
      if (key && isLocalBuildUrl(url)) overrides[key] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

/** Reads the overrides of the query (stored for later visits) and of storage, by container name. */
export function resolveOverrides(search: string, storage: Storage, registry: RemoteRegistry): OverrideResult {
  const values = new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAMETER);
  if (values.includes('reset')) {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    return { overrides: {}, rejected: [] };
  }
  const overrides = readStored(storage, registry);
  const rejected: string[] = [];
  for (const value of values) {
    const separator = value.indexOf('=');
    const key = separator > 0 ? fragmentKey(value.slice(0, separator), registry) : undefined;
    const url = value.slice(separator + 1);
    if (key && isLocalBuildUrl(url)) overrides[key] = url;
    else rejected.push(value);
  }
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  return { overrides, rejected };
}

export function clearOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}

/**
 * Overrides (by container name, as resolveOverrides gives them) replace the registry's manifest URL of a fragment or
 * add a fragment of the federation description the registry does not publish yet.
 */
export function applyOverrides(registry: RemoteRegistry, overrides: FragmentOverrides): RemoteRegistry {
  const fragments = { ...registry.fragments };
  for (const [name, manifest] of Object.entries(overrides)) {
    fragments[name] = { manifest, version: 'override' };
  }
  return { ...registry, fragments };
}

/** The registry with the overrides this browser asks for applied; each one refused is logged. */
export function overriddenRegistry(registry: RemoteRegistry, search: string, storage: Storage): { registry: RemoteRegistry; overrides: FragmentOverrides } {
  const { overrides, rejected } = resolveOverrides(search, storage, registry);
  rejected.forEach((value) => logWarning('Ignored fragment override: use name=manifest URL of a build on localhost or 127.0.0.1', { value }));
  return { registry: applyOverrides(registry, overrides), overrides };
}
