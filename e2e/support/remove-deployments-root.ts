import fs from 'node:fs';

/**
 * Removes the deployments root the configuration made for this run (never one that was given). Read from the run's
 * base (worker-storefront.ts): loading the tests points STOREFRONT_DEPLOYMENTS_ROOT at the first storefront's folder.
 */
export default function removeDeploymentsRoot(): void {
  const root = process.env.STOREFRONT_E2E_DEPLOYMENTS_BASE;
  if (root && process.env.STOREFRONT_E2E_OWN_DEPLOYMENTS_ROOT === '1') fs.rmSync(root, { recursive: true, force: true });
}
