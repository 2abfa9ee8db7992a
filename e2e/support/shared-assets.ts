import type { APIRequestContext } from '@playwright/test';
import { SHELL_URL } from './urls';

interface Manifest {
  metaData: { name: string };
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * For each shared package, the URLs of its asset files in every container (shell and all fragments),
 * read from the Module Federation manifests the registry points to.
 */
export async function sharedAssetUrls(request: APIRequestContext): Promise<Map<string, Map<string, string[]>>> {
  const registry = (await (await request.get(`${SHELL_URL}/registry.json`)).json()) as {
    fragments: Record<string, { manifest: string }>;
  };
  const manifestUrls = [`${SHELL_URL}/mf-manifest.json`, ...Object.values(registry.fragments).map((entry) => entry.manifest)];
  const byPackage = new Map<string, Map<string, string[]>>();
  for (const manifestUrl of manifestUrls) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    for (const shared of manifest.shared) {
      const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => new URL(file, manifestUrl).toString());
      const containers = byPackage.get(shared.name) ?? new Map<string, string[]>();
      containers.set(manifest.metaData.name, files);
      byPackage.set(shared.name, containers);
    }
  }
  return byPackage;
}
