import { originOf } from '@storefront/serve';

// The servers `npm start` runs (shared/serve/src/topology.ts: default ports, <NAME>_PORT, STOREFRONT_PORT_OFFSET).
export const SHELL_URL = process.env.SHELL_URL ?? originOf('shell');
export const SAMPLE_API_URL = process.env.SAMPLE_API_URL ?? originOf('sample-api');
