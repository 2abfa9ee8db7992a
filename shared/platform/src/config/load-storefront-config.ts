import { fetchWithTimeout } from '../api/fetch-with-timeout';
import { API_NAMES, type StorefrontConfig } from './storefront-config';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a config document; names every missing part so a broken deployment is easy to fix. */
export function parseStorefrontConfig(document: unknown): StorefrontConfig {
  const problems: string[] = [];
  if (!isRecord(document)) throw new Error('Storefront config must be a JSON object');
  const { site, apiBasePaths, featureFlags } = document;
  if (!isRecord(site)) problems.push('site');
  else {
    for (const key of ['domain', 'locale', 'language'] as const) {
      if (typeof site[key] !== 'string') problems.push(`site.${key}`);
    }
    if (typeof site.siteId !== 'number') problems.push('site.siteId');
    if (!Array.isArray(site.knownDomains)) problems.push('site.knownDomains');
    if (!Array.isArray(site.recommendationGroupIds) || site.recommendationGroupIds.length !== 2) {
      problems.push('site.recommendationGroupIds');
    }
  }
  if (!isRecord(apiBasePaths)) problems.push('apiBasePaths');
  else API_NAMES.filter((name) => typeof apiBasePaths[name] !== 'string').forEach((name) => problems.push(`apiBasePaths.${name}`));
  if (featureFlags !== undefined && !isRecord(featureFlags)) problems.push('featureFlags');
  if (problems.length > 0) throw new Error(`Storefront config is invalid: missing or wrong ${problems.join(', ')}`);
  const config = document as unknown as StorefrontConfig;
  return {
    ...config,
    environment: config.environment === 'development' ? 'development' : 'production',
    featureFlags: config.featureFlags ?? {},
  };
}

/** Rejects on an HTTP error, a broken document and when it does not arrive within REQUEST_TIMEOUT_MS. */
export async function loadStorefrontConfig(url: string): Promise<StorefrontConfig> {
  const document = await fetchWithTimeout(url, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    read: async (response) => {
      if (!response.ok) throw new Error(`Storefront config ${url} answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
  });
  return parseStorefrontConfig(document);
}
