import path from 'node:path';

/**
 * Each Playwright worker tests against a whole storefront of its own (shell, fragments, sample backend, deployments
 * root), so workers never see each other's collected events, injected faults or deploys. Storefront N runs with its
 * ports shifted by N * PORT_STEP from the run's base offset and publishes into `<deployments root>/storefront-N`.
 */
// Not 1000: the third storefront's shell would listen on 10080, a port Chrome refuses to open (ERR_UNSAFE_PORT).
export const PORT_STEP = 1100;

/** The run's own settings, kept apart from what each storefront's environment overrides. */
interface RunSettings {
  baseOffset: number;
  deploymentsRoot: string;
  /** The configuration made the deployments root for this run (false: testing against a running storefront). */
  ownRoot: boolean;
}

function runSettings(env: NodeJS.ProcessEnv): RunSettings {
  env.STOREFRONT_E2E_BASE_PORT_OFFSET ??= env.STOREFRONT_PORT_OFFSET ?? '0';
  env.STOREFRONT_E2E_DEPLOYMENTS_BASE ??= env.STOREFRONT_DEPLOYMENTS_ROOT ?? '';
  return {
    baseOffset: Number(env.STOREFRONT_E2E_BASE_PORT_OFFSET) || 0,
    deploymentsRoot: env.STOREFRONT_E2E_DEPLOYMENTS_BASE,
    ownRoot: env.STOREFRONT_E2E_OWN_DEPLOYMENTS_ROOT === '1',
  };
}

/**
 * How many storefronts (and workers) a run uses: E2E_WORKERS, 2 by default (the CI machine has 2 cores); one when
 * the tests run against a storefront started elsewhere (a given deployments root).
 */
export function storefrontCount(env: NodeJS.ProcessEnv = process.env): number {
  if (!runSettings(env).ownRoot) return 1;
  const count = Number(env.E2E_WORKERS ?? 2);
  return Number.isInteger(count) && count > 0 ? count : 1;
}

/** The environment of storefront N: what its servers, the tests and the deploy commands they run all read. */
export function storefrontEnv(index: number, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { baseOffset, deploymentsRoot, ownRoot } = runSettings(env);
  return {
    ...env,
    STOREFRONT_PORT_OFFSET: String(baseOffset + index * PORT_STEP),
    STOREFRONT_DEPLOYMENTS_ROOT: ownRoot ? path.join(deploymentsRoot, `storefront-${index}`) : deploymentsRoot,
  };
}

/** Playwright's index of this worker among those running at once (0 outside a worker, e.g. in scripts). */
export function parallelIndex(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.TEST_PARALLEL_INDEX ?? 0) || 0;
}
