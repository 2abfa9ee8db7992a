import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { SHELL_URL, SAMPLE_API_URL } from './support/urls';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
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
