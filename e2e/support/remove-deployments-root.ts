import fs from 'node:fs';

/** Removes the deployments root the configuration made for this run (never one that was given). */
export default function removeDeploymentsRoot(): void {
  const root = process.env.STOREFRONT_DEPLOYMENTS_ROOT;
  if (root && process.env.STOREFRONT_E2E_OWN_DEPLOYMENTS_ROOT === '1') fs.rmSync(root, { recursive: true, force: true });
}
