import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The storefronts of a test run publish into a deployments root of the run's own, so runs never see each other's
// releases; the servers, the tests and the deploy commands they run all inherit it. Set STOREFRONT_DEPLOYMENTS_ROOT
// to test against the root of a running `npm start` (reuseExistingServer). Imported first by the configuration.
if (!process.env.STOREFRONT_DEPLOYMENTS_ROOT) {
  process.env.STOREFRONT_DEPLOYMENTS_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-deployments-'));
  process.env.STOREFRONT_E2E_OWN_DEPLOYMENTS_ROOT = '1';
}
