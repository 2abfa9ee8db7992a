import './support/run-deployments-root';
import { defineConfig } from '@playwright/test';
import { originOf } from '@storefront/serve';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { parallelIndex, storefrontCount, storefrontEnv } from './support/worker-storefront';

// One storefront per worker (support/worker-storefront.ts): tests in different workers share nothing.
const STOREFRONTS = storefrontCount();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: STOREFRONTS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalTeardown: './support/remove-deployments-root.ts',
  use: {
    // Evaluated in each worker too: the shell of that worker's storefront.
    baseURL: process.env.SHELL_URL ?? originOf('shell', storefrontEnv(parallelIndex())),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  // The built shell, every built fragment and the sample backend, as `npm start` runs them, once per worker.
  webServer: Array.from({ length: STOREFRONTS }, (_, index) => {
    const env = storefrontEnv(index);
    return {
      command: 'npx tsx ../shared/serve/src/start-all.ts',
      url: `${originOf('sample-api', env)}/__health`,
      env: env as Record<string, string>,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
