import type { Page } from '@playwright/test';
import { SAMPLE_API_URL, SHELL_URL } from './urls';

/** The shell's functional-consent cookie (`CONSENT_COOKIE` of @storefront/platform). */
export const CONSENT_COOKIE = 'sf_consent_functional';

async function setConsent(page: Page, value: '1' | '0'): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value, url: SHELL_URL }]);
}

/** Functional cookies accepted before the page loads (as a returning visitor would have). */
export const acceptConsent = (page: Page) => setConsent(page, '1');
export const declineConsent = (page: Page) => setConsent(page, '0');

/** Logs in through the sample backend; its cookies (cid, zt_id) are valid for every port of localhost. */
export async function loginAs(page: Page, customer: 'default' | 'no-bonus' = 'default'): Promise<void> {
  const response = await page.context().request.post(`${SAMPLE_API_URL}/session/login`, { data: { customer } });
  if (!response.ok()) throw new Error(`Log-in as ${customer} failed: HTTP ${response.status()}`);
}

export async function logout(page: Page): Promise<void> {
  await page.context().request.post(`${SAMPLE_API_URL}/session/logout`);
}
