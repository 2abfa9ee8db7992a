import { test as base, expect } from '@playwright/test';
import { SampleApi } from './support/sample-api-client';

export { acceptConsent, declineConsent, loginAs, logout } from './support/session';
export { SHELL_URL, SAMPLE_API_URL } from './support/urls';

/** Every test starts with an empty collector and no injected faults. */
export const test = base.extend<{ sampleApi: SampleApi }>({
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
