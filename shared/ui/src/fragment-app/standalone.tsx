import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_PORTS, type FragmentAppModule, type FragmentContainer } from '@storefront/contracts';
import { configurePlatform, fetchWithTimeout, logWarning } from '@storefront/platform';
import { createLocalConfig } from '@storefront/platform/local-config';
import { firstScreenShownIfSupported } from '../scheduling/first-screen-wait';

/**
 * Where the standalone page finds the sample backend and a running shell: their default ports, or another origin on
 * this machine named in the page's query (`?sample-api=http://localhost:9190&shell=http://localhost:9180`, e.g. for
 * a storefront started with STOREFRONT_PORT_OFFSET). Only loopback origins: the page is a development tool.
 */
export const STANDALONE_ORIGIN_PARAMETERS = { sampleApi: 'sample-api', shell: 'shell' } as const;

function loopbackOrigin(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname === 'localhost' || url.hostname === '127.0.0.1') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function standaloneOrigins(search: string): { sampleApi: string; shell: string } {
  const query = new URLSearchParams(search);
  return {
    sampleApi: loopbackOrigin(query.get(STANDALONE_ORIGIN_PARAMETERS.sampleApi)) ?? `http://localhost:${DEFAULT_PORTS['sample-api']}`,
    shell: loopbackOrigin(query.get(STANDALONE_ORIGIN_PARAMETERS.shell)) ?? `http://localhost:${DEFAULT_PORTS.shell}`,
  };
}

interface RegistryDocument {
  fragments: Record<string, { manifest: string }>;
}

/** Other fragments come from the running shell's registry when there is one; without it they are simply absent. */
async function registerOtherFragments(ownContainer: FragmentContainer, shellOrigin: string): Promise<void> {
  const registryUrl = `${shellOrigin}/registry.json`;
  try {
    const registry = await fetchWithTimeout(registryUrl, { cache: 'no-store', read: (response) => response.json() as Promise<RegistryDocument> });
    registerRemotes(
      Object.entries(registry.fragments)
        .filter(([name]) => name !== ownContainer)
        .map(([name, entry]) => ({ name, entry: entry.manifest })),
    );
  } catch {
    logWarning('Standalone page: no shell registry reachable, other fragments are unavailable', { registry: registryUrl });
  }
}

/**
 * Sets a standalone page up like the shell would: the platform against the local sample backend, the other
 * fragments (every container but `container`, the page's own) from a running shell's registry. Resolves to the
 * element to render into.
 */
export async function prepareStandalone(container: FragmentContainer): Promise<HTMLElement> {
  const origins = standaloneOrigins(window.location.search);
  configurePlatform(createLocalConfig({ environment: 'development' }, origins.sampleApi));
  await registerOtherFragments(container, origins.shell);
  return document.getElementById('root') ?? document.body;
}

/**
 * Runs one fragment's single-spa application on its own page against the local sample backend, for the squad
 * that owns it; the fragment's federation container (e.g. `mf_own_brand`) names the parcel. Used by each fragment's
 * src/standalone.tsx in development.
 */
export async function startStandalone(container: FragmentContainer, app: FragmentAppModule): Promise<void> {
  const domElement = await prepareStandalone(container);
  await mountRootParcel(app as unknown as ParcelConfig, { domElement, name: container }).mountPromise;
  // The fragment is the page here: what waits for the first screen (tracking) starts, as in the shell.
  firstScreenShownIfSupported();
}
