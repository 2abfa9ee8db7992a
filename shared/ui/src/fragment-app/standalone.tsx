import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configurePlatform, fetchWithTimeout, logWarning } from '@storefront/platform';
import { createLocalConfig } from '@storefront/platform/local-config';
import type { FragmentAppModule } from '@storefront/contracts';

const SHELL_REGISTRY = 'http://localhost:8080/registry.json';

interface RegistryDocument {
  fragments: Record<string, { manifest: string }>;
}

/** Other fragments come from the running shell's registry when there is one; without it they are simply absent. */
async function registerOtherFragments(ownContainer: string): Promise<void> {
  try {
    const registry = await fetchWithTimeout(SHELL_REGISTRY, { cache: 'no-store', read: (response) => response.json() as Promise<RegistryDocument> });
    registerRemotes(
      Object.entries(registry.fragments)
        .filter(([name]) => name !== ownContainer)
        .map(([name, entry]) => ({ name, entry: entry.manifest })),
    );
  } catch {
    logWarning('Standalone page: no shell registry reachable, other fragments are unavailable', { registry: SHELL_REGISTRY });
  }
}

/**
 * Sets a standalone page up like the shell would: the platform against the local sample backend, the other
 * fragments from a running shell's registry. Resolves to the element to render into.
 */
export async function prepareStandalone(containerName: string): Promise<HTMLElement> {
  configurePlatform(createLocalConfig({ environment: 'development' }));
  await registerOtherFragments(containerName);
  return document.getElementById('root') ?? document.body;
}

/**
 * Runs one fragment's single-spa application on its own page against the local sample backend, for the squad
 * that owns it. Used by each fragment's src/standalone.tsx in development.
 */
export async function startStandalone(containerName: string, app: FragmentAppModule): Promise<void> {
  const domElement = await prepareStandalone(containerName);
  await mountRootParcel(app as unknown as ParcelConfig, { domElement, name: containerName }).mountPromise;
}
