import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { wcagViolations } from '../support/axe-scan';
import { expectFragmentReady } from '../support/shell-page';

async function seriousViolations(page: Page) {
  return (await wcagViolations(page)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

const ROUTES = [
  { name: 'homepage', path: '/', fragment: 'mf-homepage-blocks', login: false },
  { name: 'account overview, logged out', path: '/account', fragment: 'mf-account-overview', login: false },
  { name: 'account overview, logged in', path: '/account', fragment: 'mf-account-overview', login: true },
  { name: 'own-brand page, cat tab', path: '/eigenmarken', fragment: 'mf-own-brand', login: false },
  { name: 'own-brand page, dog tab', path: '/eigenmarken?type=dog#recommendation', fragment: 'mf-own-brand', login: false },
];

for (const route of ROUTES) {
  test(`${route.name} has no serious or critical axe violation`, async ({ page }) => {
    if (route.login) await loginAs(page);
    await page.goto(route.path);
    await expectFragmentReady(page, route.fragment);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the consent banner and the not-found page have no serious or critical axe violation', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
