import { logWarning } from '@storefront/platform';
import { OVERRIDE_QUERY_PARAMETER, OVERRIDE_STORAGE_KEY, type FragmentOverrides } from './override-request';
import type { RemoteRegistry } from './remote-registry';

/**
 * Squads point this browser (only) at another build of one fragment:
 *   ?mf-override=mf_recommendations=http://localhost:3002/mf-manifest.json   (repeatable)
 *   ?mf-override=reset                                                      (back to the registry)
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

function readStored(storage: Storage): FragmentOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => isLocalBuildUrl(entry[1])));
  } catch {
    return {};
  }
}

/** Reads the overrides of the query (stored for later visits) and of storage. */
export function resolveOverrides(search: string, storage: Storage): OverrideResult {
  const values = new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAMETER);
  if (values.includes('reset')) {
    storage.removeItem(OVERRIDE_STORAGE_KEY);
    return { overrides: {}, rejected: [] };
  }
  const overrides = readStored(storage);
  const rejected: string[] = [];
  for (const value of values) {
    const separator = value.indexOf('=');
    const name = value.slice(0, separator);
    const url = value.slice(separator + 1);
    if (separator > 0 && isLocalBuildUrl(url)) overrides[name] = url;
    else rejected.push(value);
  }
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  return { overrides, rejected };
}

export function clearOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}

/** Overrides replace the registry's manifest URL of a known fragment or add a fragment under development. */
export function applyOverrides(registry: RemoteRegistry, overrides: FragmentOverrides): RemoteRegistry {
  const fragments = { ...registry.fragments };
  for (const [name, manifest] of Object.entries(overrides)) {
    fragments[name] = { manifest, version: 'override' };
  }
  return { ...registry, fragments };
}

/** The registry with the overrides this browser asks for applied; each one refused is logged. */
export function overriddenRegistry(registry: RemoteRegistry, search: string, storage: Storage): { registry: RemoteRegistry; overrides: FragmentOverrides } {
  const { overrides, rejected } = resolveOverrides(search, storage);
  rejected.forEach((value) => logWarning('Ignored fragment override: use name=manifest URL of a build on localhost or 127.0.0.1', { value }));
  return { registry: applyOverrides(registry, overrides), overrides };
}
