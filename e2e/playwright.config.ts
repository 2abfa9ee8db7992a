import './support/run-deployments-root';
import { defineConfig } from '@playwright/test';
import { originOf } from '@storefront/serve';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { parallelIndex, storefrontCount, storefrontEnv } from './support/worker-storefront';

// One storefront per worker (support/worker-storefront.ts): tests in different workers share nothing.
const STOREFRONTS = storefrontCount();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: STOREFRONTS,
  // No retries: a retried flake hides the next real failure. A test that failed once: npm run test:repeat (docs/testing.md).
  retries: 0,
  // Generous: on a busy 2-core machine a page with every block type takes several times as long as on a laptop.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalTeardown: './support/remove-deployments-root.ts',
  use: {
    // Evaluated in each worker too: the shell of that worker's storefront.
    baseURL: process.env.SHELL_URL ?? originOf('shell', storefrontEnv(parallelIndex())),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace (DOM snapshots and screenshots of every step) costs a fifth of the suite's time on 2 cores,
    // for every test, also the passing ones. To diagnose a failure, rerun it with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS,
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
