import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/** Overrides where releases and the live registry are kept (the e2e run uses a temporary folder of its own). */
export const DEPLOYMENTS_ROOT_VARIABLE = 'STOREFRONT_DEPLOYMENTS_ROOT';

/** The git-ignored default: `deployments/` in the repository. */
export function deploymentsRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env[DEPLOYMENTS_ROOT_VARIABLE] || path.join(REPOSITORY_ROOT, 'deployments'));
}
