import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { SHELL_URL, SAMPLE_API_URL } from './support/urls';

// The storefront of a test run publishes into a deployments root of its own, so runs never see each other's
// releases; the servers, the tests and the deploy commands they run all inherit it. Set
// STOREFRONT_DEPLOYMENTS_ROOT to test against the root of a running `npm start` (reuseExistingServer).
if (!process.env.STOREFRONT_DEPLOYMENTS_ROOT) {
  process.env.STOREFRONT_DEPLOYMENTS_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-deployments-'));
  process.env.STOREFRONT_E2E_OWN_DEPLOYMENTS_ROOT = '1';
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalTeardown: './support/remove-deployments-root.ts',
  use: {
    baseURL: SHELL_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    // The built shell, every built fragment and the sample backend, as `npm start` runs them.
    command: 'npx tsx ../shared/serve/src/start-all.ts',
    url: `${SAMPLE_API_URL}/__health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
