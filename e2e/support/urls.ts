import { originOf } from '@storefront/serve';
import { parallelIndex, storefrontEnv } from './worker-storefront';

// This worker's storefront (worker-storefront.ts): its environment becomes the process's, so everything the
// tests start (deploy commands) works on the same storefront.
Object.assign(process.env, storefrontEnv(parallelIndex()));

// The servers `npm start` runs (shared/serve/src/topology.ts: default ports, <NAME>_PORT, STOREFRONT_PORT_OFFSET).
export const SHELL_URL = process.env.SHELL_URL ?? originOf('shell');
export const SAMPLE_API_URL = process.env.SAMPLE_API_URL ?? originOf('sample-api');
