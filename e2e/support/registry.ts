import type { APIRequestContext } from '@playwright/test';
import type { RegistryDocument } from '@storefront/contracts';
import { SHELL_URL } from './urls';

/** The manifest URL the live registry gives a fragment (its current release, on the origin in use). */
export async function liveManifest(request: APIRequestContext, container: string): Promise<string> {
  const registry = (await (await request.get(`${SHELL_URL}/registry.json`)).json()) as RegistryDocument;
  const manifest = registry.fragments[container]?.manifest;
  if (!manifest) throw new Error(`${container} is not in the live registry`);
  return manifest;
}

/** The folder of a manifest URL: its release's other files are served next to it. */
export const releaseFolder = (manifest: string) => manifest.replace(/mf-manifest\.json$/, '');
