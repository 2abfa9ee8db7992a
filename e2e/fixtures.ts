import { test as base, expect } from '@playwright/test';
import { SampleApi } from './support/sample-api-client';

export { acceptConsent, declineConsent, loginAs, logout } from './support/session';
export { SHELL_URL, SAMPLE_API_URL } from './support/urls';

/**
 * What a test tells the CSP check: `hostileContent` marks tests that feed attack payloads to the sanitiser. Parsing
 * them in DOMPurify's inert document makes Chrome report the inline handlers and `<base>` elements it would have
 * refused, although nothing runs there; such tests prove separately that nothing ran.
 */
export interface CspOptions {
  hostileContent: boolean;
}

/** Chrome's reports of what a parsed but inert document held (see CspOptions). */
const INERT_PARSING_REPORTS = /^(Executing inline event handler|Setting the document's base URI)/;

/**
 * Every test starts with an empty collector and no injected faults, and fails when the browser reports a
 * Content-Security-Policy violation on any page it opened (issue 15: zero violations on every route).
 */
export const test = base.extend<{ sampleApi: SampleApi; cspViolations: string[] } & CspOptions>({
  hostileContent: [false, { option: true }],
  cspViolations: [
    async ({ page, hostileContent }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (!/violates the following Content Security Policy directive/.test(text)) return;
        if (hostileContent && INERT_PARSING_REPORTS.test(text)) return;
        violations.push(`${page.url()}: ${text}`);
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
