import { test as base, expect } from '@playwright/test';
import { SampleApi } from './support/sample-api-client';

export { acceptConsent, declineConsent, loginAs, logout } from './support/session';
export { SHELL_URL, SAMPLE_API_URL } from './support/urls';

/**
 * Every test starts with an empty collector and no injected faults, and fails when the browser reports a
 * Content-Security-Policy violation on any page it opened (issue 15: zero violations on every route).
 */
export const test = base.extend<{ sampleApi: SampleApi; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  sampleApi: async ({ request }, use) => {
    const sampleApi = new SampleApi(request);
    await sampleApi.clearFaults();
    await sampleApi.clearEvents();
    await sampleApi.clearErrors();
    await use(sampleApi);
    await sampleApi.clearFaults();
  },
});

export { expect };
