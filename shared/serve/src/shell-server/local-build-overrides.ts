import type { DeploymentStorage } from '@storefront/deploy';

/**
 * Whether `serve:shell` lets browsers load fragments from builds on their own machine while the deployment's config
 * does not say: on the local folder (a storefront on this machine), never on an object store (production).
 */
export function localBuildOverridesByDefault(storage: DeploymentStorage): boolean {
  return storage.capabilities.releaseFiles.servedBy === 'fragment-servers';
}
