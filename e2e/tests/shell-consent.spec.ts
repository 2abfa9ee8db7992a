import type { Page } from '@playwright/test';
import { acceptConsent, declineConsent, expect, test } from '../fixtures';
import { expectFragmentReady } from '../support/shell-page';

const PERSONALISATION = /\/v1\/sites\/\d+\/audiences|\/v1\/pet-type\/site\//;

function recordPersonalisationCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (PERSONALISATION.test(request.url())) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

const fireConsentEvent = (page: Page, functional: boolean) =>
  page.evaluate((value) => {
    document.cookie = `sf_consent_functional=${value ? '1' : '0'}; path=/`;
    window.dispatchEvent(new CustomEvent('storefront:cookie-consent', { detail: { functional: value } }));
  }, functional);

test('no audiences or pet-type call before consent; both after accepting; again after the consent event', async ({ page }) => {
  const calls = recordPersonalisationCalls(page);
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(banner).toBeVisible();
  expect(calls).toEqual([]);

  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => calls.length).toBe(2);
  expect(calls.some((path) => path.endsWith('/audiences'))).toBe(true);
  expect(calls.some((path) => path.includes('/pet-type/site/'))).toBe(true);

  await fireConsentEvent(page, true);
  await expect.poll(() => calls.length).toBe(4);
});

test('declined consent: no personalisation call, also when the consent event fires with a refusal', async ({ page }) => {
  await declineConsent(page);
  const calls = recordPersonalisationCalls(page);
  await page.goto('/');
  await expectFragmentReady(page, 'mf-homepage-blocks');
  await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toHaveCount(0);
  await fireConsentEvent(page, false);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expectFragmentReady(page, 'mf-account-overview');
  expect(calls).toEqual([]);
});

test('a returning visitor who consented gets both calls once per page load', async ({ page }) => {
  await acceptConsent(page);
  const calls = recordPersonalisationCalls(page);
  await page.goto('/');
  await expect.poll(() => calls.length).toBe(2);
  await expectFragmentReady(page, 'mf-homepage-blocks');
  expect(calls).toHaveLength(2);
});
